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
        let placedTargets = placedViews.keys.sorted().map { ($0, plan.target(ofOld: $0)) }
        // Given back while the old items still name them.
        for case (let index, nil) in placedTargets {
            unplace(itemAt: index)
        }
        var placed: [Int: View] = [:]
        for case (let index, let target?) in placedTargets {
            placed[target] = placedViews[index]
        }
        heightIndex = heightIndex.carried(through: plan, estimate: rowHeightEstimate)
        items = plan.items
        placedViews = placed
        rowSupport.itemsHaveRows = items.hasRows
        if let anchor { restore(anchor, plan: plan) }
        setNeedsLayout()
        guard let rowHost, var replacement = plan.replacement() else { return }
        replacement.resets = resets
        rowHost.tableView(self, didReplaceItems: replacement, splices: plan.splices)
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
    private func restore(_ anchor: (index: Int, into: Double), plan: TableRowSplicePlan) {
        for index in anchor.index..<plan.old.count {
            guard let target = plan.target(ofOld: index), !plan.arrived(target) else { continue }
            let offset = heightIndex.offset(of: target) + (index == anchor.index ? anchor.into : 0)
            if offset != contentOffset { contentOffset = offset }
            return
        }
    }
}
