import BindingsMarkup
import Dispatch
import Foundation
import TerminalSupport

/// The interactive form: Tab or arrows move the focus from row to row, typing edits the focused
/// field, Space or Enter checks a size or topping, + and - turn the time, Enter on Submit sends the
/// order, Esc quits. The bottom line says what has the focus; the message beside Submit what is missing.
@MainActor
final class FormSession {
    /// What has the focus: a row of the table and what it holds.
    struct Focus {
        enum Kind { case text(TextField), notes(TextView), choice, time(DatePicker), submit }
        let row: TableIndexPath
        let kind: Kind
        let title: String
    }

    /// What a key did.
    enum Outcome: Equatable {
        case continues
        case quit
        case submitted(String)
    }

    let controller: PizzaFormController
    let submitURL: String?
    private(set) var focusIndex = 0
    private var screen = ScreenBuffer()
    private var sources: [any DispatchSourceProtocol] = []

    init(controller: PizzaFormController, submitURL: String?) {
        self.controller = controller
        self.submitURL = submitURL
    }

    /// Every focusable row, top to bottom.
    var focusOrder: [Focus] {
        guard let table = controller.tableView else { return [] }
        var order: [Focus] = []
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let path = TableIndexPath(row: row, section: section)
                guard let cell = table.cellForRow(at: path) else { continue }
                let views = cell.allViews
                if let field = views.compactMap({ $0 as? TextField }).first {
                    order.append(Focus(row: path, kind: .text(field), title: field.placeholder ?? "text"))
                } else if let notes = views.compactMap({ $0 as? TextView }).first {
                    order.append(Focus(row: path, kind: .notes(notes), title: "Delivery instructions"))
                } else if let picker = views.compactMap({ $0 as? DatePicker }).first {
                    order.append(Focus(row: path, kind: .time(picker), title: "Delivery time (+ and - turn it)"))
                } else if views.contains(where: { $0 is Button }) {
                    order.append(Focus(row: path, kind: .submit, title: "Submit (Enter sends the order)"))
                } else {
                    order.append(Focus(row: path, kind: .choice, title: (cell.textLabel.text ?? "") + " (Space checks it)"))
                }
            }
        }
        return order
    }

    /// The focused row.
    var focus: Focus? {
        let order = focusOrder
        return order.indices.contains(focusIndex) ? order[focusIndex] : nil
    }

    /// Applies one key.
    func handle(_ key: Key) -> Outcome {
        let count = focusOrder.count
        guard let focus else { return key == .escape ? .quit : .continues }
        switch (key, focus.kind) {
        case (.escape, _): return .quit
        case (.tab, _), (.down, _): focusIndex = (focusIndex + 1) % max(count, 1)
        case (.up, _): focusIndex = (focusIndex + count - 1) % max(count, 1)
        case (.text(let typed), .text(let field)): field.userDidEdit((field.text ?? "") + typed)
        case (.backspace, .text(let field)): field.userDidEdit(String((field.text ?? "").dropLast()))
        case (.enter, .text): focusIndex = (focusIndex + 1) % max(count, 1)
        case (.text(let typed), .notes(let notes)): notes.userDidEdit((notes.text ?? "") + typed)
        case (.backspace, .notes(let notes)): notes.userDidEdit(String((notes.text ?? "").dropLast()))
        case (.enter, .notes(let notes)): notes.userDidEdit((notes.text ?? "") + "\n")
        case (.text(" "), .choice), (.enter, .choice): controller.tableView?.userDidSelectRow(at: focus.row)
        case (.text("+"), .time(let picker)): picker.userDidPick(picker.date.addingTimeInterval(Double(picker.effectiveMinuteInterval * 60)))
        case (.text("-"), .time(let picker)): picker.userDidPick(picker.date.addingTimeInterval(-Double(picker.effectiveMinuteInterval * 60)))
        case (.enter, .submit):
            var body: String?
            controller.onSubmit = { body = $0 }
            controller.submit()
            if let body { return .submitted(body) }
        default: break
        }
        return .continues
    }

    /// The screen: the form scrolled to the focused row, and the focus on the last line.
    func picture(columns: Int, rows: Int) -> String {
        let view = controller.view
        view.frame = Rect(x: 0, y: 0, width: Double(columns) * TextRenderer.columnWidth, height: Double(max(rows - 1, 1)) * TextRenderer.rowHeight)
        view.layoutIfNeeded()
        if let focus, let table = controller.tableView, !table.visibleRows.contains(focus.row) {
            table.scrollToRow(at: focus.row)
            view.layoutIfNeeded()
        }
        var lines = TextRenderer().render(view).components(separatedBy: "\n")
        lines += Array(repeating: "", count: max(0, rows - 1 - lines.count))
        return (lines.prefix(rows - 1) + ["▶ " + (focus?.title ?? "") + "   Tab next, Esc quits"]).joined(separator: "\n")
    }

    /// Takes over the terminal; the caller then runs the main queue.
    func start() {
        Terminal.enterRawMode()
        let size = Terminal.size
        screen = ScreenBuffer(rows: size.rows)
        // The terminal is the host that shows the form: it tells the controller so.
        controller.beginAppearanceTransition(true, animated: false)
        draw()
        controller.endAppearanceTransition()
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readKeys() } }
        sources.append(input)
        input.resume()
    }

    private func readKeys() {
        let bytes = Terminal.read()
        guard !bytes.isEmpty else { return finish(with: "", status: 0) }
        for key in Key.decode(bytes) {
            switch handle(key) {
            case .continues: continue
            case .quit: return finish(with: "", status: 0)
            case .submitted(let body):
                let result = submitURL.map { url in (try? FormSubmission.post(body, to: url)) ?? "Could not post to \(url)" } ?? body
                return finish(with: result + "\n", status: 0)
            }
        }
        draw()
    }

    private func draw() {
        let size = Terminal.size
        Terminal.write(screen.update(picture(columns: size.columns, rows: size.rows)))
    }

    private func finish(with output: String, status: Int32) {
        controller.beginAppearanceTransition(false, animated: false)
        sources.forEach { $0.cancel() }
        Terminal.restore()
        Terminal.write(output)
        controller.endAppearanceTransition()
        exit(status)
    }
}
