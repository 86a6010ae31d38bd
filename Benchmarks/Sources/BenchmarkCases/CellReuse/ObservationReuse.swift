import Observation

/// A cell whose row is observable.
@Observable final class ObservableCell {
    var content: [String: Any]? = nil
}

/// Six tracked label updates, re-registered in an update pass after each change.
final class ObservationReuse: Workload {
    let cell = ObservableCell()
    let labels = CellLabels()
    var rows: RowCycle
    var updates: [TrackedUpdate] = []

    init(_ formatting: Formatting) {
        rows = RowCycle(formatting.rows)
        for (label, field) in zip(labels.all, formatting.fields) {
            updates.append(TrackedUpdate { [cell] in label.text = field.text(cell.content) })
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            cell.content = rows.next()
            for update in updates { update.updateIfNeeded() }
        }
    }

    var labelTexts: [String?] { labels.all.map(\.text) }
}
