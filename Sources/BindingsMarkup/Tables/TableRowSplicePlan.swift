/// How a ``TableRowBatch`` turns a table's items into new ones: each new item's old index (if it
/// had one), which new items arrive and which were reloaded, and the splices a row host applies.
struct TableRowSplicePlan {
    /// The items after the batch.
    private(set) var items: [TableItem] = []
    /// For each new item, the index of the old item it was, or `nil` for an inserted row.
    private(set) var sources: [Int?] = []
    /// New items that take a new place: inserted rows and moved ones.
    private(set) var arrived = Set<Int>()
    /// New items whose rows were reloaded.
    private(set) var reloaded: [Int] = []

    /// What one section holds among the old items.
    private struct SectionItems {
        var header: Int?
        var rows: [Int] = []
        var footer: Int?
    }

    /// The plan, or `nil` when the batch does not fit the old items and the new row counts
    /// (`rowCount(section)`): then the table reloads instead.
    init?(batch: TableRowBatch, items old: [TableItem], sectionCount: Int, rowCount: (Int) -> Int) {
        guard batch.isConsistent else { return nil }
        var groups = [SectionItems](repeating: SectionItems(), count: sectionCount)
        // The table's header and footer views stay first and last.
        var tableHeader: Int?, tableFooter: Int?
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
        let touched = batch.sections
        guard touched.allSatisfy({ $0 < sectionCount }) else { return nil }
        var newRows: [Int: [Int?]] = [:]
        for section in touched {
            guard let rows = Self.rows(of: section, batch: batch, groups: groups, newCount: rowCount(section)) else { return nil }
            newRows[section] = rows
        }
        let reloadedOld = Set(batch.reloaded.compactMap { path in groups[path.section].rows.indices.contains(path.row) ? groups[path.section].rows[path.row] : nil })
        let arriving = batch.arriving
        if let tableHeader { append(.tableHeader, source: tableHeader) }
        for (section, group) in groups.enumerated() {
            if let header = group.header { append(.header(section: section), source: header) }
            for (row, source) in (newRows[section] ?? group.rows.map(Optional.some)).enumerated() {
                let path = TableIndexPath(row: row, section: section)
                if arriving.contains(path) { arrived.insert(items.count) }
                if let source, reloadedOld.contains(source) { reloaded.append(items.count) }
                append(.row(path), source: source)
            }
            if let footer = group.footer { append(.footer(section: section), source: footer) }
        }
        if let tableFooter { append(.tableFooter, source: tableFooter) }
    }

    private mutating func append(_ item: TableItem, source: Int?) {
        items.append(item)
        sources.append(source)
    }

    /// The old item index of each row of `section` after the batch (`nil` for an inserted row),
    /// or `nil` when the batch names rows that do not exist or the counts do not add up.
    private static func rows(of section: Int, batch: TableRowBatch, groups: [SectionItems], newCount: Int) -> [Int?]? {
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
        return slots
    }

    /// The splices that turn the old items into the new ones, in order: runs of removed items from
    /// the bottom up, runs of arriving items from the top down, then runs of reloaded ones.
    func splices(oldCount: Int) -> [TableItemSplice] {
        let kept = Set(sources.indices.filter { !arrived.contains($0) }.compactMap { sources[$0] })
        var splices: [TableItemSplice] = []
        for run in Self.runs((0..<oldCount).filter { !kept.contains($0) }).reversed() {
            splices.append(TableItemSplice(position: run.lowerBound, removed: run.count, added: 0))
        }
        for run in Self.runs(arrived.sorted()) {
            splices.append(TableItemSplice(position: run.lowerBound, removed: 0, added: run.count))
        }
        for run in Self.runs(reloaded.filter { !arrived.contains($0) }) {
            splices.append(TableItemSplice(position: run.lowerBound, removed: run.count, added: run.count))
        }
        return splices
    }

    /// The old indexes whose items stay in place (not removed, not moved), with their new indexes.
    func keptIndexes() -> [Int: Int] {
        var map: [Int: Int] = [:]
        for (index, source) in sources.enumerated() where !arrived.contains(index) {
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
