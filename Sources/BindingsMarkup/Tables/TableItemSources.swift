/// For each item of a ``TableItemReplacement``, the index among the old items of the item it was,
/// or `nil` for an inserted or reloaded row.
///
/// A window onto the table's own record of the change where it can be: a sort of a million rows
/// hands a host its sources without copying a million of them.
@_spi(Backend) public struct TableItemSources: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// Old indexes minus `offset`, or -1 for a new item.
    private let storage: [Int]
    /// The part of `storage` these sources are.
    private let window: Range<Int>
    /// What each stored index is off by.
    private let offset: Int

    /// The sources `sources`.
    public init(_ sources: [Int?]) {
        var storage: [Int] = []
        storage.reserveCapacity(sources.count)
        for source in sources { storage.append(source ?? -1) }
        self.storage = storage
        window = storage.indices
        offset = 0
    }

    /// The sources of the literal.
    public init(arrayLiteral sources: Int?...) {
        self.init(sources)
    }

    /// The entries `rows` of `storage` (old indexes minus `offset`, or -1), with `offset` added.
    init(_ storage: [Int], rows: Range<Int>, offset: Int) {
        self.storage = storage
        window = rows
        self.offset = offset
    }

    /// The index of the first source: 0.
    public var startIndex: Int { 0 }

    /// The number of sources: the index past the last.
    public var endIndex: Int { window.count }

    /// The old index of item `position` of the replacement, or `nil` for a new item.
    public subscript(position: Int) -> Int? {
        let stored = storage[window.lowerBound + position]
        return stored >= 0 ? stored + offset : nil
    }

    /// Whether both hold the same sources in the same order.
    public static func == (lhs: TableItemSources, rhs: TableItemSources) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the sources in order, as equal ones compare.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for source in self { hasher.combine(source) }
    }

    /// The sources as an array's description, such as `[Optional(2), nil]`.
    public var description: String {
        Array(self).description
    }
}
