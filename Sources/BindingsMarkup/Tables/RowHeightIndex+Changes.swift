// The heights after a change of rows: rows that stay keep theirs, new rows get the estimate.
extension RowHeightIndex {
    /// The heights of `plan`'s new items: each item that stayed (moved or not) keeps its height,
    /// an inserted row gets `estimate`. Runs stay runs when every changed row had the estimate,
    /// in time proportional to the runs; otherwise each height is carried.
    func carried(through plan: TableRowSplicePlan, estimate: Double) -> RowHeightIndex {
        if let runs = carriedRuns(through: plan, estimate: estimate) { return RowHeightIndex(runs: runs) }
        var heights: [Double] = []
        heights.reserveCapacity(plan.items.count)
        for run in plan.items.runs where run.count > 0 {
            if let change = plan.change(ofNewRun: run) {
                for row in 0..<run.count {
                    heights.append(change.source(ofRow: row).map(height(at:)) ?? estimate)
                }
            } else if let start = plan.old.index(of: run.first) {
                for index in start..<start + run.count { heights.append(height(at: index)) }
            } else {
                heights.append(contentsOf: repeatElement(estimate, count: run.count))
            }
        }
        return RowHeightIndex(heights: heights)
    }

    /// The runs of the new items' heights, when each is of one height: an unchanged run's old
    /// one, and the estimate for changed rows whose old rows all had it; `nil` otherwise.
    private func carriedRuns(through plan: TableRowSplicePlan, estimate: Double) -> [(count: Int, height: Double)]? {
        guard equalRuns != nil else { return nil }
        for change in plan.changes where !change.oldRows.isEmpty {
            guard let height = equalHeight(of: change.oldRows), height == estimate else { return nil }
        }
        var runs: [(count: Int, height: Double)] = []
        for run in plan.items.runs where run.count > 0 {
            if plan.change(ofNewRun: run) != nil {
                runs.append((run.count, estimate))
            } else if let start = plan.old.index(of: run.first), let height = equalHeight(of: start..<start + run.count) {
                runs.append((run.count, height))
            } else {
                return nil
            }
        }
        return runs
    }

    /// The one height of the items `range`, when they lie in one run.
    private func equalHeight(of range: Range<Int>) -> Double? {
        guard let runs = equalRuns, !range.isEmpty,
              let run = runs.last(where: { $0.start <= range.lowerBound }), range.upperBound <= run.start + run.count else { return nil }
        return run.height
    }
}
