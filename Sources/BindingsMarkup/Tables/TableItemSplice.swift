/// One step of a change of a table's items, as a list model reports it (GTK's `items-changed`):
/// `removed` items at `position` were replaced by `added` items.
@_spi(Backend) public struct TableItemSplice: Hashable, Sendable, CustomStringConvertible {
    /// The index of the first item removed or added, in the items as the earlier splices left them.
    public var position: Int
    /// How many items were removed there.
    public var removed: Int
    /// How many items were added there.
    public var added: Int

    /// `removed` items at `position` replaced by `added` ones.
    public init(position: Int, removed: Int, added: Int) {
        self.position = position
        self.removed = removed
        self.added = added
    }

    /// `position -removed +added`, such as `3 -0 +1`.
    public var description: String {
        "\(position) -\(removed) +\(added)"
    }
}
