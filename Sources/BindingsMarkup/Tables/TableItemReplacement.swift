/// A change of a table's items as one replacement, as GTK's `items-changed` can report it:
/// `removed` items at `position` replaced by ``sources``' count of items, some of which are old
/// items that stayed (moved or not). A list that keeps an item's row widget when the same item
/// leaves and comes back within one change keeps the rows of those items as they were.
public struct TableItemReplacement: Hashable, Sendable, CustomStringConvertible {
    /// The index of the first item that changed.
    public var position: Int
    /// How many items were replaced from there.
    public var removed: Int
    /// For each item that replaced them, the index among the old items of the item it was, or
    /// `nil` for an inserted or reloaded row, which needs its cell again.
    public var sources: [Int?]

    /// `removed` items at `position` replaced by items that were at `sources` (`nil` for new ones).
    public init(position: Int, removed: Int, sources: [Int?]) {
        self.position = position
        self.removed = removed
        self.sources = sources
    }

    /// How many items replaced the removed ones.
    public var added: Int { sources.count }

    /// `position -removed +[sources]`, `*` for a new item, such as `0 -3 +[2, *, 0]`.
    public var description: String {
        "\(position) -\(removed) +[\(sources.map { $0.map(String.init) ?? "*" }.joined(separator: ", "))]"
    }
}
