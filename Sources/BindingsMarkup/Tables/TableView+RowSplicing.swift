// Applying a batch of row changes to what the table built: items, heights and placed views
// change only where rows changed, and a row host hears the splices.
extension TableView {
    /// Applies `batch`; reloads the table instead when it does not fit the rows.
    func apply(_ batch: TableRowBatch) {
        guard !batch.isEmpty else { return }
        // A reload is pending: it counts every row anew.
        guard !itemsAreStale else { return setNeedsLayout() }
        guard let plan = TableRowSplicePlan(batch: batch, items: items, sectionCount: numberOfSections,
                                            rowCount: { numberOfRows(inSection: $0) }) else { return reloadData() }
        let anchor = scrollAnchor()
        let kept = plan.keptIndexes()
        let reloaded = Set(plan.reloaded.compactMap { plan.sources[$0] })
        // Cells of rows that left or reload go back to their queues while the old items name them.
        for index in placedViews.keys.sorted() where kept[index] == nil || reloaded.contains(index) {
            unplace(itemAt: index)
        }
        var placed: [Int: View] = [:]
        for (index, view) in placedViews {
            if let newIndex = kept[index] { placed[newIndex] = view }
        }
        let oldCount = items.count
        let estimate = rowHeightEstimate
        let oldHeights = heightIndex.heights
        heightIndex = RowHeightIndex(heights: plan.sources.map { source in source.map { oldHeights[$0] } ?? estimate })
        items = plan.items
        placedViews = placed
        rowSupport.itemsHaveRows = items.contains { if case .row = $0 { true } else { false } }
        if let anchor { restore(anchor, kept: kept) }
        setNeedsLayout()
        rowHost?.tableView(self, didSpliceItems: plan.splices(oldCount: oldCount))
    }

    /// The item at the top of the viewport and how far into it the viewport starts; `nil` at the
    /// top of the content (rows inserted there then show) or with a host, whose list keeps its own.
    private func scrollAnchor() -> (index: Int, into: Double)? {
        let top = viewportTop
        guard top > 0, rowHost == nil, !items.isEmpty else { return nil }
        let index = heightIndex.index(containing: top)
        return (index, top - heightIndex.offset(of: index))
    }

    /// Scrolls so that the anchor item (or, if it left, the next item that stayed) is where it was.
    private func restore(_ anchor: (index: Int, into: Double), kept: [Int: Int]) {
        guard let stayed = kept.filter({ $0.key >= anchor.index }).min(by: { $0.key < $1.key }) else { return }
        let offset = heightIndex.offset(of: stayed.value) + (stayed.key == anchor.index ? anchor.into : 0)
        if offset != contentOffset { contentOffset = offset }
    }
}
