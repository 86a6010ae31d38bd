import Bindings
@preconcurrency import OpenCombine

/// Case 10: a row holder is given the next row and a summary model's six properties follow it,
/// raw strings through plain key paths (case 2's raw fields), without a view.
enum ModelReuse {
    static let fields = CellField.raw

    @MainActor static func make(_ technology: Technology) -> any Workload {
        switch technology {
        case .bindings: BindingsModelReuse()
        case .direct: DirectModelReuse()
        case .closures: ClosureModelReuse()
        case .openCombine: CombineModelReuse()
        case .observation: ObservationModelReuse()
        case .plain: preconditionFailure("this case has no plain-class workload")
        }
    }
}

/// `summary.bind(key, to: cell, "content.<field>")` for the six keys.
final class BindingsModelReuse: Workload {
    let cell = BindingsCell()
    let summary = ObservedSummary()
    var rows = RowCycle(PharmacyRows.raw)

    init() {
        for (key, field) in zip(ObservedSummary.keys, ModelReuse.fields) {
            do { try summary.bind(key, to: cell, field.expression) } catch { fatalError("\(error)") }
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count { cell.content = rows.next() }
    }

    var labelTexts: [String?] { summary.texts }
}

/// The floor: the code stores the row and sets the six plain properties itself.
final class DirectModelReuse: Workload {
    let summary = PlainSummary()
    var rows = RowCycle(PharmacyRows.raw)
    var content: [String: Any]? {
        didSet {
            if let content { summary.fill(from: content) }
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count { content = rows.next() }
    }

    var labelTexts: [String?] { summary.texts }
}

/// Six closures on the row holder's `didSet`, each setting one field of the summary.
final class ClosureModelReuse: Workload {
    let cell = ClosureRow()
    let summary = ClosureSummary()
    var rows = RowCycle(PharmacyRows.raw)

    init() {
        for (field, set) in zip(ModelReuse.fields, ClosureSummary.setters) {
            cell.handlers.append { [weak summary] row in if let summary { set(summary, field.text(row)) } }
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count { cell.content = rows.next() }
    }

    var labelTexts: [String?] { summary.texts }
}

/// Six `$content.map(...).assign(to:on:)` pipelines into the summary's `@Published` fields.
final class CombineModelReuse: Workload {
    let cell = CombineCell()
    let summary = PublishedSummary()
    var rows = RowCycle(PharmacyRows.raw)
    var subscriptions: [AnyCancellable] = []

    init() {
        for (field, keyPath) in zip(ModelReuse.fields, PublishedSummary.fields) {
            subscriptions.append(cell.$content.map(field.text).assign(to: keyPath, on: summary))
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count { cell.content = rows.next() }
    }

    var labelTexts: [String?] { summary.texts }
}

/// Six tracked updates, re-registered in an update pass after each change.
final class ObservationModelReuse: Workload {
    let cell = ObservableCell()
    let summary = TrackedSummary()
    var rows = RowCycle(PharmacyRows.raw)
    var updates: [TrackedUpdate] = []

    init() {
        for (field, set) in zip(ModelReuse.fields, TrackedSummary.setters) {
            updates.append(TrackedUpdate { [cell, summary] in set(summary, field.text(cell.content)) })
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            cell.content = rows.next()
            for update in updates { update.updateIfNeeded() }
        }
    }

    var labelTexts: [String?] { summary.texts }
}
