/// A change of a table's items as one replacement, as GTK's `items-changed` can report it:
/// `removed` items at `position` replaced by ``sources``' count of items, some of which are old
/// items that stayed (moved or not). A list that keeps an item's row widget when the same item
/// leaves and comes back within one change keeps the rows of those items as they were.
@_spi(Backend) public struct TableItemReplacement: Hashable, Sendable, CustomStringConvertible {
    /// The index of the first item that changed.
    public var position: Int
    /// How many items were replaced from there.
    public var removed: Int
    /// For each item that replaced them, the index among the old items of the item it was, or
    /// `nil` for an inserted or reloaded row, which needs its cell again.
    public var sources: TableItemSources
    /// Whether the rows were set anew (a search or a sort: a whole array, or
    /// ``TableView/applyRowChanges(_:inSection:)``) rather than edited row by row: a host then
    /// selects the first row, as after a reload, while keeping the rows that stay.
    public var resets: Bool

    /// `removed` items at `position` replaced by items that were at `sources` (`nil` for new ones).
    public init(position: Int, removed: Int, sources: TableItemSources, resets: Bool = false) {
        self.position = position
        self.removed = removed
        self.sources = sources
        self.resets = resets
    }

    /// Whether items that stay changed their order (a sort): their old indexes do not ascend.
    public var reorders: Bool {
        var last = -1
        for case let source? in sources {
            if source < last { return true }
            last = source
        }
        return false
    }

    /// How many items replaced the removed ones.
    public var added: Int { sources.count }

    /// `position -removed +[sources]`, `*` for a new item, such as `0 -3 +[2, *, 0]`.
    public var description: String {
        "\(position) -\(removed) +[\(sources.map { $0.map(String.init) ?? "*" }.joined(separator: ", "))]"
    }
}
