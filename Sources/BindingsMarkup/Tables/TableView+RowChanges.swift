// Rows changed by index, named as UIKit's: the data source (or the bound array) changes first,
// then the table is told which rows changed. Only those rows lose their cells and heights.
extension TableView {
    /// Adds rows at `indexPaths`, which are the rows' places after the change. They count
    /// ``estimatedRowHeight`` until shown; rows shown keep their cells and heights.
    public func insertRows(at indexPaths: [TableIndexPath]) {
        recordInsertions(indexPaths)
    }

    /// Removes the rows at `indexPaths` (as they were before the change): their cells go back to
    /// their reuse queues.
    public func deleteRows(at indexPaths: [TableIndexPath]) {
        recordDeletions(indexPaths)
    }

    /// Asks the source again for the cells of the rows at `indexPaths`, and measures them again;
    /// no other row is touched.
    public func reloadRows(at indexPaths: [TableIndexPath]) {
        recordReloads(indexPaths)
    }

    /// Moves the row at `indexPath` to `newIndexPath`: it keeps its cell and its height.
    public func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        recordMove(indexPath, to: newIndexPath)
    }

    /// Changes the rows of `section` as `difference` says (its removals, insertions and moves, as
    /// the data source or array changed from the old elements to the new): rows that stay, moved
    /// or not, keep their cells and heights. Costs no time per row when no row of the section was
    /// measured apart from the estimate (as in a toolkit's recycling list, which measures its own),
    /// and time in proportion to the rows otherwise, however many changed: find the difference
    /// off the main thread, and a search or sort of a million rows applies in a few milliseconds.
    public func applyRowChanges(_ difference: RowDifference, inSection section: Int) {
        guard pendingBatch != nil else { return apply(difference, toSection: section) }
        let path = { (row: Int) in TableIndexPath(row: row, section: section) }
        record { batch in
            batch.deleted.formUnion(difference.removals.map(path))
            batch.inserted.formUnion(difference.insertions.map(path))
            batch.moves.append(contentsOf: difference.moves.map { (path($0.from), path($0.to)) })
        }
    }

    /// Applies the row changes made in `updates` at once, as UIKit does: deletions, reloads and
    /// move sources name rows as they were before, insertions and move destinations as they are
    /// after, whatever order the calls come in. Batches may nest; the outermost applies.
    ///
    /// Changes the source's row counts do not add up to, or that name rows that do not exist,
    /// reload the table instead (``reloadData()``).
    public func performBatchUpdates(_ updates: () -> Void) {
        collectBatch(updates)
    }

    /// Whether cells are recycled: a data source, or a section bound to an array, supplies rows.
    var suppliesRows: Bool {
        dataSource != nil || rowSupport.boundSections > 0
    }

    /// The array `section` follows, if it is bound to one.
    func boundRows(_ section: Int) -> TableRowsBinding? {
        // Asked for every row placed: a table without arrays does not look at its sections.
        guard rowSupport.boundSections > 0 else { return nil }
        return sections.indices.contains(section) ? sections[section].rows : nil
    }
}

// Row changes are collected as a collection view's item changes are.
extension TableView: ItemChangeRecording {
    var pendingBatch: TableRowBatch? {
        get { rowSupport.batch }
        set { rowSupport.batch = newValue }
    }
}
