/// How a change of rows (a ``TableRowBatch``, or a ``RowDifference`` of one section) turns a
/// table's items into new ones: for each changed section, each new row's old item (if it had
/// one), which rows arrive (inserted or moved) and which were reloaded; every other item stays,
/// shifted by the rows before it.
///
/// Nothing here walks every item: the items are runs, and the arrays of a difference (worked out
/// off the main thread) are used as they are, so a search or sort of a million rows costs the
/// main thread no array of a million items. What needs every changed row (the splices, the
/// heights of measured rows) is worked out only when asked.
struct TableRowSplicePlan {
    /// The rows of one section before and after the change.
    struct SectionRows {
        /// The indexes of its rows among the old items.
        var oldRows: Range<Int>
        /// The indexes of its rows among the new items.
        var newRows: Range<Int>
        /// For each new row, the index of its old item minus `sourceOffset`, or -1 for an
        /// inserted row.
        var sources: [Int]
        var sourceOffset: Int
        /// For each old row, the index of its new item minus `targetOffset`, or -1 for a row that left.
        var targets: [Int]
        var targetOffset: Int
        /// For each new row, whether it kept its order among the rows that stayed: neither
        /// inserted nor moved.
        var staying: [Bool]
        /// The new rows (from the section's first) whose cells were reloaded.
        var reloaded: Set<Int> = []

        /// The old item of new row `row`, or `nil` for an inserted row.
        func source(ofRow row: Int) -> Int? {
            sources[row] >= 0 ? sources[row] + sourceOffset : nil
        }
    }

    /// The items before the change.
    let old: TableItems
    /// The items after it.
    let items: TableItems
    /// The sections whose rows changed, in order.
    private(set) var changes: [SectionRows] = []

    /// The plan, or `nil` when the batch does not fit the old items and the new row counts
    /// (`rowCount(section)`): then the table reloads instead.
    init?(batch: TableRowBatch, items old: TableItems, sectionCount: Int, rowCount: (Int) -> Int) {
        guard batch.isConsistent, Self.sections(of: old, fit: sectionCount) else { return nil }
        let touched = batch.sections.sorted()
        var oldRanges: [Int: Range<Int>] = [:]
        var new = old
        for section in touched {
            guard section < sectionCount, let rows = old.rowRange(ofSection: section) else { return nil }
            oldRanges[section] = rows
            new = new.settingRowCount(rowCount(section), ofSection: section)
        }
        self.old = old
        items = new
        for section in touched {
            guard let newRows = new.rowRange(ofSection: section),
                  let rows = Self.rows(of: section, batch: batch, oldRanges: oldRanges, newRows: newRows) else { return nil }
            changes.append(rows)
        }
        // Each old row's new place, wherever it moved.
        var targets = changes.map(\.targets)
        for change in changes {
            for (row, source) in change.sources.enumerated() where source >= 0 {
                guard let from = changes.firstIndex(where: { $0.oldRows.contains(source) }) else { return nil }
                targets[from][source - changes[from].oldRows.lowerBound] = change.newRows.lowerBound + row
            }
        }
        for index in changes.indices { changes[index].targets = targets[index] }
    }

    /// The plan for `difference` of the rows of `section`, or `nil` when the difference is not of
    /// the section's rows.
    init?(difference: RowDifference, section: Int, items old: TableItems, sectionCount: Int) {
        guard section < sectionCount, Self.sections(of: old, fit: sectionCount),
              let oldRows = old.rowRange(ofSection: section), difference.oldCount == oldRows.count else { return nil }
        self.old = old
        items = old.settingRowCount(difference.newCount, ofSection: section)
        let newRows = oldRows.lowerBound..<oldRows.lowerBound + difference.newCount
        changes = [SectionRows(oldRows: oldRows, newRows: newRows,
                               sources: difference.sources, sourceOffset: oldRows.lowerBound,
                               targets: difference.targets, targetOffset: newRows.lowerBound, staying: difference.staying)]
    }

    // MARK: Items

    /// The changed section whose new rows hold item `index`.
    func change(atNew index: Int) -> SectionRows? {
        changes.first { $0.newRows.contains(index) }
    }

    /// The changed section whose new rows are the run `run` of the new items.
    func change(ofNewRun run: TableItems.Run) -> SectionRows? {
        change(atNew: run.start).flatMap { $0.newRows == run.start..<run.start + run.count ? $0 : nil }
    }

    /// The index among the old items of new item `index` (moved, reloaded or not), or `nil` for
    /// an inserted row.
    func source(ofNew index: Int) -> Int? {
        if let change = change(atNew: index) { return change.source(ofRow: index - change.newRows.lowerBound) }
        return old.index(of: items[index])
    }

    /// The index among the new items of old item `index` (moved, reloaded or not), or `nil` when it left.
    func newIndex(ofOld index: Int) -> Int? {
        guard let change = changes.first(where: { $0.oldRows.contains(index) }) else { return items.index(of: old[index]) }
        let target = change.targets[index - change.oldRows.lowerBound]
        return target >= 0 ? target + change.targetOffset : nil
    }

    /// The index among the new items of old item `index`, or `nil` when it left or was reloaded:
    /// where its cell goes.
    func target(ofOld index: Int) -> Int? {
        newIndex(ofOld: index).flatMap { isReloaded($0) ? nil : $0 }
    }

    /// Whether new item `index` takes a new place: an inserted row or a moved one.
    func arrived(_ index: Int) -> Bool {
        guard let change = change(atNew: index) else { return false }
        return !change.staying[index - change.newRows.lowerBound]
    }

    /// Whether new item `index` is a reloaded row.
    func isReloaded(_ index: Int) -> Bool {
        guard let change = change(atNew: index), !change.reloaded.isEmpty else { return false }
        return change.reloaded.contains(index - change.newRows.lowerBound)
    }

    // MARK: What hosts hear

    /// The splices that turn the old items into the new ones, in order: runs of removed items from
    /// the bottom up, runs of arriving items from the top down, then runs of reloaded ones.
    func splices() -> [TableItemSplice] {
        var removed: [Int] = [], arriving: [Int] = [], reloaded: [Int] = []
        for change in changes {
            for row in change.targets.indices {
                let target = change.targets[row]
                if target < 0 || arrived(target + change.targetOffset) { removed.append(change.oldRows.lowerBound + row) }
            }
            for row in change.staying.indices where !change.staying[row] { arriving.append(change.newRows.lowerBound + row) }
            for row in change.reloaded.sorted() where change.staying[row] { reloaded.append(change.newRows.lowerBound + row) }
        }
        var splices: [TableItemSplice] = []
        for run in Self.runs(removed.sorted()).reversed() {
            splices.append(TableItemSplice(position: run.lowerBound, removed: run.count, added: 0))
        }
        for run in Self.runs(arriving.sorted()) {
            splices.append(TableItemSplice(position: run.lowerBound, removed: 0, added: run.count))
        }
        for run in Self.runs(reloaded.sorted()) {
            splices.append(TableItemSplice(position: run.lowerBound, removed: run.count, added: run.count))
        }
        return splices
    }

    /// The change as one replacement of the items from the first that changed to the last: the
    /// items in it that were there before (moved or not) come from their old indexes; inserted and
    /// reloaded ones are new. `nil` when no item changed.
    func replacement() -> TableItemReplacement? {
        let oldCount = old.count, newCount = items.count
        // Items before the first change keep their indexes; so do those after the last, counted from the end.
        guard var start = firstChange(shift: 0, fromEnd: false) else { return nil }
        var end = firstChange(shift: oldCount - newCount, fromEnd: true) ?? 0
        start = min(start, newCount, oldCount)
        end = min(end, newCount - start, oldCount - start)
        let added = newCount - start - end, removed = oldCount - start - end
        guard added > 0 || removed > 0 else { return nil }
        if added > 0, let change = change(atNew: start), change.reloaded.isEmpty, start + added <= change.newRows.upperBound {
            let first = start - change.newRows.lowerBound
            let sources = TableItemSources(change.sources, rows: first..<first + added, offset: change.sourceOffset)
            return TableItemReplacement(position: start, removed: removed, sources: sources)
        }
        let sources = (start..<start + added).map { index in isReloaded(index) ? nil : source(ofNew: index) }
        return TableItemReplacement(position: start, removed: removed, sources: TableItemSources(sources))
    }

    /// How many items keep their place before the first change (`fromEnd`: after the last), an
    /// item keeping it when it was `shift` places further in the old items; `nil` for no change.
    private func firstChange(shift: Int, fromEnd: Bool) -> Int? {
        for change in fromEnd ? changes.reversed() : changes {
            let count = change.newRows.count
            var kept = 0
            while kept < count {
                let row = fromEnd ? count - 1 - kept : kept
                guard change.staying[row], change.source(ofRow: row) == change.newRows.lowerBound + row + shift,
                      !change.reloaded.contains(row) else { break }
                kept += 1
            }
            if kept < count || count != change.oldRows.count {
                return fromEnd ? items.count - (change.newRows.upperBound - kept) : change.newRows.lowerBound + kept
            }
        }
        return nil
    }

    // MARK: Building

    /// Whether every item of `items` names a section below `sectionCount`.
    private static func sections(of items: TableItems, fit sectionCount: Int) -> Bool {
        items.runs.allSatisfy { run in
            switch run.first {
            case .tableHeader, .tableFooter: true
            case .header(let section), .footer(let section): section < sectionCount
            case .row(let path): path.section < sectionCount
            }
        }
    }

    /// The rows of `section` after the batch, or `nil` when the batch names rows that do not exist
    /// or the counts do not add up.
    private static func rows(of section: Int, batch: TableRowBatch, oldRanges: [Int: Range<Int>], newRows: Range<Int>) -> SectionRows? {
        guard let oldRows = oldRanges[section] else { return nil }
        let newCount = newRows.count
        let departing = batch.departing.filter { $0.section == section }
        let arriving = batch.arriving.filter { $0.section == section }
        let reloaded = batch.reloaded.filter { $0.section == section }
        guard departing.union(reloaded).allSatisfy({ $0.row < oldRows.count }), arriving.allSatisfy({ $0.row < newCount }),
              oldRows.count - departing.count + arriving.count == newCount else { return nil }
        var sources = [Int](repeating: -1, count: newCount)
        var staying = [Bool](repeating: true, count: newCount)
        for path in arriving { staying[path.row] = false }
        for move in batch.moves where move.to.section == section {
            guard let from = oldRanges[move.from.section], move.from.row < from.count else { return nil }
            sources[move.to.row] = from.lowerBound + move.from.row
        }
        var next = 0
        for row in 0..<oldRows.count where !departing.contains(TableIndexPath(row: row, section: section)) {
            while next < newCount, !staying[next] { next += 1 }
            guard next < newCount else { return nil }
            sources[next] = oldRows.lowerBound + row
            next += 1
        }
        var rows = SectionRows(oldRows: oldRows, newRows: newRows, sources: sources, sourceOffset: 0,
                               targets: [Int](repeating: -1, count: oldRows.count), targetOffset: 0, staying: staying)
        if !reloaded.isEmpty {
            let reloadedOld = Set(reloaded.map { oldRows.lowerBound + $0.row })
            rows.reloaded = Set(sources.indices.filter { reloadedOld.contains(sources[$0]) })
        }
        return rows
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
