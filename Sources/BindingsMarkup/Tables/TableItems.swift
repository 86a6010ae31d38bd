/// A table's items top to bottom (``TableView/tableItems``): its header view, each section's
/// header, rows and footer, then its footer view.
///
/// Kept as runs, a section's rows being one run however many there are, so that reading an item
/// or finding a row costs `log` of the number of sections, and a change of a section's rows
/// (a search through a million rows) changes one run rather than an array of a million items.
@_spi(Backend) public struct TableItems: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// Consecutive items: one header or footer, or the rows of a section (any number, even none,
    /// so that a section keeps its place while it has no rows).
    struct Run: Sendable {
        /// The item, or for rows the first row (row 0 of its section, in the items a table builds).
        var first: TableItem
        /// The index of the first item.
        var start: Int
        /// How many items: 1 for a header or footer.
        var count: Int

        /// Whether the run holds a section's rows.
        var isRows: Bool {
            if case .row = first { true } else { false }
        }

        /// The item `offset` places into the run.
        func item(at offset: Int) -> TableItem {
            guard case .row(let path) = first else { return first }
            return .row(TableIndexPath(row: path.row + offset, section: path.section))
        }
    }

    /// The runs, in order, each starting where the one before ends.
    private(set) var runs: [Run] = []

    /// No items.
    public init() {}

    /// The items of `items`, in order.
    public init(_ items: some Sequence<TableItem>) {
        for item in items { append(item) }
    }

    /// The items of the literal, in order.
    public init(arrayLiteral items: TableItem...) {
        self.init(items)
    }

    /// The index of the first item: 0.
    public var startIndex: Int { 0 }

    /// The number of items: the index past the last.
    public var endIndex: Int { runs.last.map { $0.start + $0.count } ?? 0 }

    /// The item at `position`.
    public subscript(position: Int) -> TableItem {
        let run = runs[run(containing: position)]
        return run.item(at: position - run.start)
    }

    /// The index of `item`, or `nil` when the table does not have it.
    public func index(of item: TableItem) -> Int? {
        guard let found = run(holding: item) else { return nil }
        let run = runs[found]
        guard case .row(let path) = item, case .row(let first) = run.first else { return run.start }
        let offset = path.row - first.row
        return offset >= 0 && offset < run.count ? run.start + offset : nil
    }

    /// The indexes of the rows of `section`: an empty range where they would be when it has none;
    /// `nil` when the items have no place for them.
    func rowRange(ofSection section: Int) -> Range<Int>? {
        guard let found = run(holding: .row(TableIndexPath(row: 0, section: section))) else { return nil }
        return runs[found].start..<runs[found].start + runs[found].count
    }

    /// Whether any section has rows.
    var hasRows: Bool {
        runs.contains { $0.isRows && $0.count > 0 }
    }

    /// Adds `item` at the end; a row following the row before it in the same section joins its run.
    public mutating func append(_ item: TableItem) {
        if case .row(let path) = item, let last = runs.last, case .row(let lastPath) = last.first,
           lastPath.section == path.section, last.count == path.row {
            runs[runs.count - 1].count += 1
            return
        }
        if case .row(let path) = item, path.row != 0 {
            // Rows that do not start at row 0 cannot share a run: each stands alone.
            runs.append(Run(first: item, start: endIndex, count: 1))
            return
        }
        runs.append(Run(first: item, start: endIndex, count: 1))
    }

    /// Adds `count` rows of `section` (possibly none) at the end.
    mutating func appendRows(_ count: Int, ofSection section: Int) {
        runs.append(Run(first: .row(TableIndexPath(row: 0, section: section)), start: endIndex, count: count))
    }

    /// The same items with `count` rows in `section`, whose rows the items have a place for.
    func settingRowCount(_ count: Int, ofSection section: Int) -> TableItems {
        guard let found = run(holding: .row(TableIndexPath(row: 0, section: section))) else { return self }
        var items = self
        let change = count - runs[found].count
        items.runs[found].count = count
        for later in (found + 1)..<runs.count { items.runs[later].start += change }
        return items
    }

    /// Whether both hold the same items in the same order, however they were put together.
    public static func == (lhs: TableItems, rhs: TableItems) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// The items as an array's description, such as `[tableHeader, row(0/0)]`.
    public var description: String {
        Array(self).description
    }

    /// The run holding `position`: the last run starting at or before it (runs of no rows start
    /// where the next run does, so they are never it).
    private func run(containing position: Int) -> Int {
        var low = 0, high = runs.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if runs[middle].start <= position { low = middle } else { high = middle }
        }
        return low
    }

    /// The run of `item` (for a row, its section's rows), found by the items' order: the table's
    /// header, then sections in order (header, rows, footer), then the table's footer.
    private func run(holding item: TableItem) -> Int? {
        let key = Self.order(item)
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if Self.order(runs[middle].first) < key { low = middle + 1 } else { high = middle }
        }
        guard low < runs.count, Self.order(runs[low].first) == key else { return nil }
        return low
    }

    /// Where an item's run comes among the runs.
    private static func order(_ item: TableItem) -> (Int, Int) {
        switch item {
        case .tableHeader: (Int.min, 0)
        case .header(let section): (section, 0)
        case .row(let path): (path.section, 1)
        case .footer(let section): (section, 2)
        case .tableFooter: (Int.max, 0)
        }
    }
}
