/// How a ``TableRowBatch`` turns a table's items into new ones: each new item's old index (if it
/// had one), which new items arrive and which were reloaded, and the splices a row host applies.
struct TableRowSplicePlan {
    /// The items after the batch.
    private(set) var items: [TableItem] = []
    /// For each new item, the index of the old item it was, or `nil` for an inserted row.
    private(set) var sources: [Int?] = []
    /// For each new item, whether it takes a new place: an inserted row or a moved one.
    private(set) var arrived: [Bool] = []
    /// New items whose rows were reloaded.
    private(set) var reloaded: [Int] = []

    /// What one section holds among the old items.
    private struct SectionItems {
        var header: Int?
        var rows: [Int] = []
        var footer: Int?
    }

    /// A section's rows after the change: each row's old item index (`nil` for an inserted row)
    /// and whether it takes a new place (inserted or moved).
    private struct NewRows {
        var sources: [Int?]
        var arrives: [Bool]
    }

    /// The old items by section, with the table's header and footer items; `nil` when an item
    /// names a section past `sectionCount`.
    private struct OldItems {
        var groups: [SectionItems]
        var tableHeader: Int?
        var tableFooter: Int?

        init?(_ old: [TableItem], sectionCount: Int) {
            groups = [SectionItems](repeating: SectionItems(), count: sectionCount)
            for (index, item) in old.enumerated() {
                switch item {
                case .tableHeader:
                    tableHeader = index
                case .tableFooter:
                    tableFooter = index
                case .header(let section):
                    guard section < sectionCount else { return nil }
                    groups[section].header = index
                case .row(let path):
                    guard path.section < sectionCount else { return nil }
                    groups[path.section].rows.append(index)
                case .footer(let section):
                    guard section < sectionCount else { return nil }
                    groups[section].footer = index
                }
            }
        }
    }

    /// The plan, or `nil` when the batch does not fit the old items and the new row counts
    /// (`rowCount(section)`): then the table reloads instead.
    init?(batch: TableRowBatch, items old: [TableItem], sectionCount: Int, rowCount: (Int) -> Int) {
        guard batch.isConsistent, let oldItems = OldItems(old, sectionCount: sectionCount) else { return nil }
        let touched = batch.sections
        guard touched.allSatisfy({ $0 < sectionCount }) else { return nil }
        var newRows: [Int: NewRows] = [:]
        for section in touched {
            guard let rows = Self.rows(of: section, batch: batch, groups: oldItems.groups, newCount: rowCount(section)) else { return nil }
            newRows[section] = rows
        }
        let groups = oldItems.groups
        let reloadedOld = Set(batch.reloaded.compactMap { path in groups[path.section].rows.indices.contains(path.row) ? groups[path.section].rows[path.row] : nil })
        assemble(oldItems, newRows: newRows, reloadedOld: reloadedOld)
    }

    /// The plan for `difference` of the rows of `section`, or `nil` when the difference is not of
    /// the section's rows: found without sets of index paths, as it may name every row.
    init?(difference: RowDifference, section: Int, items old: [TableItem], sectionCount: Int) {
        guard section < sectionCount, let oldItems = OldItems(old, sectionCount: sectionCount) else { return nil }
        let oldRows = oldItems.groups[section].rows
        guard difference.oldCount == oldRows.count else { return nil }
        var arrives = [Bool](repeating: false, count: difference.newCount)
        for row in difference.insertions { arrives[row] = true }
        for move in difference.moves { arrives[move.to] = true }
        let sources = difference.sources.map { $0 >= 0 ? Optional(oldRows[$0]) : nil }
        assemble(oldItems, newRows: [section: NewRows(sources: sources, arrives: arrives)], reloadedOld: [])
    }

    /// Lists the new items, sections in order with their new rows where `newRows` has them.
    private mutating func assemble(_ old: OldItems, newRows: [Int: NewRows], reloadedOld: Set<Int>) {
        // Reserved at once: grown by doubling, a million rows' arrays touch twice the memory,
        // and fresh pages cost more than the rest of the plan.
        var count = (old.tableHeader == nil ? 0 : 1) + (old.tableFooter == nil ? 0 : 1)
        for (section, group) in old.groups.enumerated() {
            count += (group.header == nil ? 0 : 1) + (group.footer == nil ? 0 : 1) + (newRows[section]?.sources.count ?? group.rows.count)
        }
        items.reserveCapacity(count)
        sources.reserveCapacity(count)
        arrived.reserveCapacity(count)
        if let header = old.tableHeader { append(.tableHeader, source: header) }
        for (section, group) in old.groups.enumerated() {
            if let header = group.header { append(.header(section: section), source: header) }
            if let rows = newRows[section] {
                for (row, source) in rows.sources.enumerated() {
                    if let source, !reloadedOld.isEmpty, reloadedOld.contains(source) { reloaded.append(items.count) }
                    append(.row(TableIndexPath(row: row, section: section)), source: source, arrives: rows.arrives[row])
                }
            } else {
                for (row, source) in group.rows.enumerated() {
                    append(.row(TableIndexPath(row: row, section: section)), source: source)
                }
            }
            if let footer = group.footer { append(.footer(section: section), source: footer) }
        }
        if let footer = old.tableFooter { append(.tableFooter, source: footer) }
    }

    private mutating func append(_ item: TableItem, source: Int?, arrives: Bool = false) {
        items.append(item)
        sources.append(source)
        arrived.append(arrives)
    }

    /// The rows of `section` after the batch, or `nil` when the batch names rows that do not exist
    /// or the counts do not add up.
    private static func rows(of section: Int, batch: TableRowBatch, groups: [SectionItems], newCount: Int) -> NewRows? {
        let oldRows = groups[section].rows
        let departing = batch.departing.filter { $0.section == section }
        let arriving = batch.arriving.filter { $0.section == section }
        let reloaded = batch.reloaded.filter { $0.section == section }
        guard departing.union(reloaded).allSatisfy({ $0.row < oldRows.count }), arriving.allSatisfy({ $0.row < newCount }),
              oldRows.count - departing.count + arriving.count == newCount else { return nil }
        var slots = [Int?](repeating: nil, count: newCount)
        var taken = [Bool](repeating: false, count: newCount)
        for path in arriving { taken[path.row] = true }
        for move in batch.moves where move.to.section == section {
            // The source was checked against its own section's rows above.
            let from = groups[move.from.section].rows
            guard from.indices.contains(move.from.row) else { return nil }
            slots[move.to.row] = from[move.from.row]
        }
        var next = 0
        for (row, index) in oldRows.enumerated() where !departing.contains(TableIndexPath(row: row, section: section)) {
            while next < newCount, taken[next] { next += 1 }
            guard next < newCount else { return nil }
            slots[next] = index
            next += 1
        }
        return NewRows(sources: slots, arrives: taken)
    }

    /// The splices that turn the old items into the new ones, in order: runs of removed items from
    /// the bottom up, runs of arriving items from the top down, then runs of reloaded ones.
    func splices(oldCount: Int) -> [TableItemSplice] {
        var kept = [Bool](repeating: false, count: oldCount)
        for (index, source) in sources.enumerated() where !arrived[index] {
            if let source { kept[source] = true }
        }
        var splices: [TableItemSplice] = []
        for run in Self.runs((0..<oldCount).filter { !kept[$0] }).reversed() {
            splices.append(TableItemSplice(position: run.lowerBound, removed: run.count, added: 0))
        }
        for run in Self.runs(arrived.indices.filter { arrived[$0] }) {
            splices.append(TableItemSplice(position: run.lowerBound, removed: 0, added: run.count))
        }
        for run in Self.runs(reloaded.filter { !arrived[$0] }) {
            splices.append(TableItemSplice(position: run.lowerBound, removed: run.count, added: run.count))
        }
        return splices
    }

    /// The change as one replacement of the items from the first that changed to the last: the
    /// items in it that were there before (moved or not) come from their old indexes; inserted and
    /// reloaded ones are new. `nil` when no item changed.
    func replacement(oldCount: Int) -> TableItemReplacement? {
        let isReloaded = Set(reloaded)
        let unchanged = { (index: Int) in !self.arrived[index] && !isReloaded.contains(index) }
        // Items before the first change and after the last keep their indexes, counted from each end.
        var start = 0
        while start < sources.count, start < oldCount, sources[start] == start, unchanged(start) { start += 1 }
        var end = 0
        while end < sources.count - start, end < oldCount - start,
              sources[sources.count - 1 - end] == oldCount - 1 - end, unchanged(sources.count - 1 - end) { end += 1 }
        let added = sources.count - start - end, removed = oldCount - start - end
        guard added > 0 || removed > 0 else { return nil }
        let from = (start..<start + added).map { index in isReloaded.contains(index) ? nil : sources[index] }
        return TableItemReplacement(position: start, removed: removed, sources: from)
    }

    /// For each old index, the new index of the same item (moved or not), or -1 for an item that
    /// left or reloads.
    func targets(oldCount: Int) -> [Int] {
        var targets = [Int](repeating: -1, count: oldCount)
        let isReloaded = Set(reloaded)
        for (index, source) in sources.enumerated() {
            if let source, !isReloaded.contains(index) { targets[source] = index }
        }
        return targets
    }

    /// The old indexes whose items stay in place (not removed, not moved), with their new indexes.
    func keptIndexes() -> [Int: Int] {
        var map: [Int: Int] = [:]
        for (index, source) in sources.enumerated() where !arrived[index] {
            if let source { map[source] = index }
        }
        return map
    }

    /// Consecutive runs of ascending `indexes`.
    private static func runs(_ indexes: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for index in indexes {
            if let last = runs.last, last.upperBound == index {
                runs[runs.count - 1] = last.lowerBound..<index + 1
            } else {
                runs.append(index..<index + 1)
            }
        }
        return runs
    }
}
