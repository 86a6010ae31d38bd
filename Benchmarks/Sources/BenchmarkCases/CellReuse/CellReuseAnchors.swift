@preconcurrency import OpenCombine

/// A cell that calls hand-written closures from `didSet`, one per label.
@MainActor
final class ClosureCell {
    var handlers: [@MainActor ([String: Any]?) -> Void] = []
    var content: [String: Any]? = nil {
        didSet { for handler in handlers { handler(content) } }
    }
}

/// Six closures on `didSet`, each setting its label.
final class ClosureReuse: Workload {
    let cell = ClosureCell()
    let labels = CellLabels()
    var rows: RowCycle

    init(_ formatting: Formatting) {
        rows = RowCycle(formatting.rows)
        for (label, field) in zip(labels.all, formatting.fields) {
            cell.handlers.append { [weak label] row in label?.text = field.text(row) }
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count { cell.content = rows.next() }
    }

    var labelTexts: [String?] { labels.all.map(\.text) }
}

/// A cell publishing its row.
final class CombineCell {
    @Published var content: [String: Any]? = nil
}

/// Six OpenCombine pipelines, `$content.map(...).assign(to: \.text, on: label)`.
final class CombineReuse: Workload {
    let cell = CombineCell()
    let labels = CellLabels()
    var rows: RowCycle
    var subscriptions: [AnyCancellable] = []

    init(_ formatting: Formatting) {
        rows = RowCycle(formatting.rows)
        for (label, field) in zip(labels.all, formatting.fields) {
            subscriptions.append(cell.$content.map(field.text).assign(to: \.text, on: label))
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count { cell.content = rows.next() }
    }

    var labelTexts: [String?] { labels.all.map(\.text) }
}
