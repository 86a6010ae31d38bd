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
        apply(plan)
    }

    /// Applies `difference` to the rows of `section`, as a batch of its removals, insertions and
    /// moves would, without sets of index paths: it may name every row.
    func apply(_ difference: RowDifference, toSection section: Int) {
        guard !difference.isEmpty else { return }
        guard !itemsAreStale else { return setNeedsLayout() }
        guard let plan = TableRowSplicePlan(difference: difference, section: section, items: items, sectionCount: numberOfSections)
        else { return reloadData() }
        apply(plan, resets: true)
    }

    /// Moves what the table built to the plan's items: rows that stay (moved or not) keep their
    /// cells and heights; cells of rows that left or reload go back to their queues.
    private func apply(_ plan: TableRowSplicePlan, resets: Bool = false) {
        let anchor = scrollAnchor()
        let oldCount = items.count
        let targets = plan.targets(oldCount: oldCount)
        // Given back while the old items still name them.
        for index in placedViews.keys.sorted() where targets[index] < 0 {
            unplace(itemAt: index)
        }
        var placed: [Int: View] = [:]
        for (index, view) in placedViews where targets[index] >= 0 {
            placed[targets[index]] = view
        }
        let estimate = rowHeightEstimate
        let oldHeights = heightIndex.heights
        heightIndex = RowHeightIndex(carrying: oldHeights, from: plan.sources, estimate: estimate)
        items = plan.items
        placedViews = placed
        rowSupport.itemsHaveRows = items.contains { if case .row = $0 { true } else { false } }
        if let anchor { restore(anchor, targets: targets, plan: plan) }
        setNeedsLayout()
        guard let rowHost else { return }
        let splices = plan.splices(oldCount: oldCount)
        if var replacement = plan.replacement(oldCount: oldCount) {
            replacement.resets = resets
            rowHost.tableView(self, didReplaceItems: replacement, splices: splices)
        }
    }

    /// The item at the top of the viewport and how far into it the viewport starts; `nil` at the
    /// top of the content (rows inserted there then show) or with a host, whose list keeps its own.
    private func scrollAnchor() -> (index: Int, into: Double)? {
        let top = viewportTop
        guard top > 0, rowHost == nil, !items.isEmpty else { return nil }
        let index = heightIndex.index(containing: top)
        return (index, top - heightIndex.offset(of: index))
    }

    /// Scrolls so that the anchor item (or, if it left or moved, the next item that stayed in
    /// place) is where it was.
    private func restore(_ anchor: (index: Int, into: Double), targets: [Int], plan: TableRowSplicePlan) {
        guard let stayed = (anchor.index..<targets.count).first(where: { targets[$0] >= 0 && !plan.arrived[targets[$0]] }) else { return }
        let offset = heightIndex.offset(of: targets[stayed]) + (stayed == anchor.index ? anchor.into : 0)
        if offset != contentOffset { contentOffset = offset }
    }
}
