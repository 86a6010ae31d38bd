import Bindings
@preconcurrency import OpenCombine

/// Case 11: make a row holder (given a row) and a summary model, bind the summary's six properties
/// to the row through the string API (each sets its property once), unbind them, and release both
/// objects: what code pays that binds by hand, parsing included.
enum ModelBindUnbind {
    static let fields = CellField.raw
    // nonisolated(unsafe): immutable, and holding only strings.
    nonisolated(unsafe) static let row = PharmacyRows.raw[0]

    @MainActor static func make(_ technology: Technology) -> any Workload {
        switch technology {
        case .bindings: BindingsModelBindUnbind()
        case .direct: DirectModelBindUnbind()
        case .closures: ClosureModelBindUnbind()
        case .openCombine: CombineModelBindUnbind()
        case .observation: ObservationModelBindUnbind()
        case .plain: preconditionFailure("this case has no plain-class workload")
        }
    }
}

/// `summary.bind(key, to: cell, "content.<field>")` six times, then `unbind()` each.
final class BindingsModelBindUnbind: Workload {
    /// The last summary, for the check; replacing it releases the one before.
    var last: ObservedSummary?
    var bindings: [Binding] = []

    init() { bindings.reserveCapacity(ModelBindUnbind.fields.count) }

    func run(_ count: Int) {
        for _ in 0..<count {
            let cell = BindingsCell()
            cell.content = ModelBindUnbind.row
            let summary = ObservedSummary()
            for (key, field) in zip(ObservedSummary.keys, ModelBindUnbind.fields) {
                do { bindings.append(try summary.bind(key, to: cell, field.expression)) } catch { fatalError("\(error)") }
            }
            for binding in bindings { binding.unbind() }
            bindings.removeAll(keepingCapacity: true)
            last = summary
        }
    }

    var labelTexts: [String?] { last?.texts ?? [] }
}

/// The floor: make the plain objects and set the six properties from the row.
final class DirectModelBindUnbind: Workload {
    final class Row { var content: [String: Any]? }
    var last: PlainSummary?

    func run(_ count: Int) {
        for _ in 0..<count {
            let cell = Row()
            cell.content = ModelBindUnbind.row
            let summary = PlainSummary()
            if let row = cell.content { summary.fill(from: row) }
            last = summary
        }
    }

    var labelTexts: [String?] { last?.texts ?? [] }
}

/// Six closures appended to the row holder's handlers (each called once), then removed.
final class ClosureModelBindUnbind: Workload {
    var last: ClosureSummary?

    func run(_ count: Int) {
        for _ in 0..<count {
            let cell = ClosureRow()
            cell.content = ModelBindUnbind.row
            let summary = ClosureSummary()
            cell.handlers.reserveCapacity(ModelBindUnbind.fields.count)
            for (field, set) in zip(ModelBindUnbind.fields, ClosureSummary.setters) {
                let handler: ([String: Any]?) -> Void = { [weak summary] row in if let summary { set(summary, field.text(row)) } }
                handler(cell.content)
                cell.handlers.append(handler)
            }
            cell.handlers.removeAll()
            last = summary
        }
    }

    var labelTexts: [String?] { last?.texts ?? [] }
}

/// Six `$content.map(...).assign(to:on:)` subscriptions (each delivers the current row), then cancelled.
final class CombineModelBindUnbind: Workload {
    var last: PublishedSummary?
    var subscriptions: [AnyCancellable] = []

    init() { subscriptions.reserveCapacity(ModelBindUnbind.fields.count) }

    func run(_ count: Int) {
        for _ in 0..<count {
            let cell = CombineCell()
            cell.content = ModelBindUnbind.row
            let summary = PublishedSummary()
            for (field, keyPath) in zip(ModelBindUnbind.fields, PublishedSummary.fields) {
                subscriptions.append(cell.$content.map(field.text).assign(to: keyPath, on: summary))
            }
            for subscription in subscriptions { subscription.cancel() }
            subscriptions.removeAll(keepingCapacity: true)
            last = summary
        }
    }

    var labelTexts: [String?] { last?.texts ?? [] }
}

/// Six tracked updates (each applies once and registers). Observation cannot cancel a
/// registration: the trackings end with the objects.
final class ObservationModelBindUnbind: Workload {
    var last: TrackedSummary?
    var updates: [TrackedUpdate] = []

    init() { updates.reserveCapacity(ModelBindUnbind.fields.count) }

    func run(_ count: Int) {
        for _ in 0..<count {
            let cell = ObservableCell()
            cell.content = ModelBindUnbind.row
            let summary = TrackedSummary()
            for (field, set) in zip(ModelBindUnbind.fields, TrackedSummary.setters) {
                updates.append(TrackedUpdate { [cell, summary] in set(summary, field.text(cell.content)) })
            }
            updates.removeAll(keepingCapacity: true)
            last = summary
        }
    }

    var labelTexts: [String?] { last?.texts ?? [] }
}
