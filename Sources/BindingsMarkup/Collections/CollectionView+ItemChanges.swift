// Items changed by index, named as UIKit's: the data source changes first, then the collection
// view is told which items changed. It reads them as a table reads row changes (the same batch and
// splice plan, over its items counted across sections): only those items lose their cells.
extension CollectionView: ItemChangeRecording {
    /// Adds items at `indexPaths`, which are the items' places after the change; items in view
    /// keep their cells.
    public func insertItems(at indexPaths: [TableIndexPath]) {
        recordInsertions(indexPaths)
    }

    /// Removes the items at `indexPaths` (as they were before the change): their cells go back to
    /// their reuse queues, and they leave the selection.
    public func deleteItems(at indexPaths: [TableIndexPath]) {
        recordDeletions(indexPaths)
    }

    /// Asks the data source again for the cells of the items at `indexPaths`; no other item is touched.
    public func reloadItems(at indexPaths: [TableIndexPath]) {
        recordReloads(indexPaths)
    }

    /// Moves the item at `indexPath` to `newIndexPath`; a selected item stays selected.
    public func moveItem(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        recordMove(indexPath, to: newIndexPath)
    }

    /// Applies the item changes made in `updates` at once, as UIKit does: deletions, reloads and
    /// move sources name items as they were before, insertions and move destinations as they are
    /// after, whatever order the calls come in. Batches may nest; the outermost applies.
    ///
    /// Changes the data source's counts do not add up to, that name items that do not exist, or
    /// that come with a change in the number of sections reload instead (``reloadData()``).
    public func performBatchUpdates(_ updates: () -> Void) {
        collectBatch(updates)
    }

    /// Applies `batch`; reloads instead when it does not fit the items.
    func apply(_ batch: TableRowBatch) {
        guard !batch.isEmpty else { return }
        // A reload is pending: it counts every item anew.
        guard !countsAreStale else { return setNeedsLayout() }
        guard let dataSource, max(0, dataSource.numberOfSections(in: self)) == counts.count else { return reloadData() }
        var old = TableItems()
        for (section, count) in counts.enumerated() { old.appendRows(count, ofSection: section) }
        guard let plan = TableRowSplicePlan(batch: batch, items: old, sectionCount: counts.count,
                                            rowCount: { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) })
        else { return reloadData() }
        // Items that stay in place, by old index, with their new ones: a cell of an item that
        // left, moved or reloads goes back to its queue while the old counts name it.
        let kept = placedCells.keys.reduce(into: [Int: Int]()) { kept, index in
            if let target = plan.target(ofOld: index), !plan.arrived(target) { kept[index] = target }
        }
        for index in placedCells.keys.sorted() where kept[index] == nil {
            unplace(itemAt: index)
        }
        // Selected items follow their items, moved or reloaded; those that left drop out.
        let selected = selection.compactMap { item(at: $0) }
        counts = counts.indices.map { plan.items.rowRange(ofSection: $0)?.count ?? 0 }
        selection = Set(selected.compactMap { old in plan.newIndex(ofOld: old).flatMap(indexPath(ofItem:)) })
        placedCells = Dictionary(uniqueKeysWithValues: placedCells.compactMap { index, cell in kept[index].map { ($0, cell) } })
        setNeedsLayout()
        itemHost?.collectionView(self, didSpliceItems: plan.splices())
    }

    /// The index counted across sections of the item at `path`, as last counted, or `nil` for none.
    func item(at path: TableIndexPath) -> Int? {
        guard counts.indices.contains(path.section), path.item >= 0, path.item < counts[path.section] else { return nil }
        return counts[..<path.section].reduce(path.item, +)
    }
}
