@preconcurrency import OpenCombine

/// Six closures appended to the cell's `didSet` handlers and called once, then removed.
final class ClosureLifecycle: Workload {
    let cell = ClosureCell()
    let labels = CellLabels()
    let fields = BindingLifecycle.formatting.fields

    init() {
        cell.content = BindingLifecycle.formatting.rows[0]
        cell.handlers.reserveCapacity(fields.count)
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            for (label, field) in zip(labels.all, fields) {
                let handler: @MainActor ([String: Any]?) -> Void = { [weak label] row in label?.text = field.text(row) }
                handler(cell.content)
                cell.handlers.append(handler)
            }
            cell.handlers.removeAll(keepingCapacity: true)
        }
    }

    var labelTexts: [String?] { labels.all.map(\.text) }
}

/// Six `$content.map(...).assign(to:on:)` subscriptions (each delivers the current row), then cancelled.
final class CombineLifecycle: Workload {
    let cell = CombineCell()
    let labels = CellLabels()
    let fields = BindingLifecycle.formatting.fields
    var subscriptions: [AnyCancellable] = []

    init() {
        cell.content = BindingLifecycle.formatting.rows[0]
        subscriptions.reserveCapacity(fields.count)
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            for (label, field) in zip(labels.all, fields) {
                subscriptions.append(cell.$content.map(field.text).assign(to: \.text, on: label))
            }
            subscriptions.removeAll(keepingCapacity: true)
        }
    }

    var labelTexts: [String?] { labels.all.map(\.text) }
}

/// Six tracked updates (each applies once and registers). Observation cannot cancel a
/// registration: it ends when a tracked property changes, so one set of `content` ends all six.
final class ObservationLifecycle: Workload {
    let cell = ObservableCell()
    let labels = CellLabels()
    let fields = BindingLifecycle.formatting.fields
    let row = BindingLifecycle.formatting.rows[0]
    var updates: [TrackedUpdate] = []

    init() {
        cell.content = row
        updates.reserveCapacity(fields.count)
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            for (label, field) in zip(labels.all, fields) {
                updates.append(TrackedUpdate { [cell] in label.text = field.text(cell.content) })
            }
            cell.content = row
            updates.removeAll(keepingCapacity: true)
        }
    }

    var labelTexts: [String?] { labels.all.map(\.text) }
}
