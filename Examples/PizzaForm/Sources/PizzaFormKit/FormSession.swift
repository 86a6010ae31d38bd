import BindingsMarkup
import Dispatch
import Foundation
import TerminalSupport

/// The interactive app, in a ``HeadlessWindow`` the size of the terminal: the form and the orders it
/// sent, in tabs (Alt+1 and Alt+2, or Ctrl+Page Up and Down, switch them). On the form, Tab or
/// arrows move the focus from row to row, typing edits the focused field, Space or Enter checks a
/// size or topping, + and - turn the time, Enter on Submit submits; Esc quits, printing what became
/// of each order sent. The bottom line says what has the focus. Submit's alerts take the arrows,
/// Enter and Escape (``AlertKeys``).
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
    }

    let controller: PizzaFormController
    let tabs: TabBarController
    let window: HeadlessWindow
    private(set) var focusIndex = 0
    /// What became of each order sent, in order.
    private(set) var receipts: [OrderReceipt] = []
    private var screen = ScreenBuffer()
    private var sources: [any DispatchSourceProtocol] = []

    init(controller: PizzaFormController, submitURL: String?, columns: Int = 80, rows: Int = 24) {
        self.controller = controller
        tabs = PizzaFormApp.tabs(form: controller, history: OrderHistory())
        window = HeadlessWindow(rootViewController: tabs, size: Self.size(columns: columns, rows: rows))
        controller.sendOrder = FormSubmission.sender(to: submitURL)
        controller.onOrderSent = { [weak self] in self?.receipts.append($0) }
    }

    /// The window's size for a terminal of `columns` × `rows`: all but the bottom line.
    private static func size(columns: Int, rows: Int) -> Size {
        Size(width: Double(columns) * TextRenderer.columnWidth, height: Double(max(rows - 1, 1)) * TextRenderer.rowHeight)
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
                    order.append(Focus(row: path, kind: .submit, title: "Submit (Enter submits the order)"))
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

    /// Whether the form's tab is selected.
    var showsForm: Bool { tabs.selectedIndex == 0 }

    /// Applies one key: to the alert on top, the tabs, or the focused row of the form.
    func handle(_ key: Key) -> Outcome {
        if let alert = window.topViewController as? AlertController {
            AlertKeys.handle(key, in: alert)
            return .continues
        }
        let tabCount = tabs.viewControllers.count
        switch key {
        case .altDigit(let number): tabs.userDidSelectTab(at: number - 1)
        case .controlPageUp: tabs.userDidSelectTab(at: ((tabs.selectedIndex ?? 0) + tabCount - 1) % tabCount)
        case .controlPageDown: tabs.userDidSelectTab(at: ((tabs.selectedIndex ?? 0) + 1) % tabCount)
        case .escape: return .quit
        default: if showsForm { handleFormKey(key) }
        }
        return .continues
    }

    private func handleFormKey(_ key: Key) {
        let count = focusOrder.count
        guard let focus else { return }
        switch (key, focus.kind) {
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
        case (.enter, .submit): controller.submitButton?.userDidTap()
        default: break
        }
    }

    /// The screen: the form scrolled to the focused row, alerts over it, and the focus on the last line.
    func picture(columns: Int, rows: Int) -> String {
        window.resize(to: Self.size(columns: columns, rows: rows))
        if showsForm, let focus, let table = controller.tableView, !table.visibleRows.contains(focus.row) {
            table.scrollToRow(at: focus.row)
        }
        var lines = window.renderText().components(separatedBy: "\n")
        lines += Array(repeating: "", count: max(0, rows - 1 - lines.count))
        let status = window.topViewController is AlertController ? "◀ ▶ choose, Enter confirms, Esc cancels"
            : showsForm ? "▶ " + (focus?.title ?? "") + "   Tab next, Alt+2 orders, Esc quits"
            : "Alt+1 the form, Esc quits"
        return (lines.prefix(rows - 1) + [status]).joined(separator: "\n")
    }

    /// Takes over the terminal; the caller then runs the main queue.
    func start() {
        Terminal.enterRawMode()
        let size = Terminal.size
        screen = ScreenBuffer(rows: size.rows)
        // The terminal is the window that shows the form: it tells the controllers so.
        window.resize(to: Self.size(columns: size.columns, rows: size.rows))
        window.show()
        draw()
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readKeys() } }
        sources.append(input)
        // The order is sent on another thread: its alert shows without a key.
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.draw() } }
        sources.append(timer)
        sources.forEach { $0.resume() }
    }

    private func readKeys() {
        let bytes = Terminal.read()
        guard !bytes.isEmpty else { return finish() }
        for key in Key.decode(bytes) where handle(key) == .quit {
            return finish()
        }
        draw()
    }

    private func draw() {
        let size = Terminal.size
        Terminal.write(screen.update(picture(columns: size.columns, rows: size.rows)))
    }

    /// Leaves the terminal as it was and prints what became of each order; the status is 1 when
    /// one was not sent.
    private func finish() {
        window.close()
        sources.forEach { $0.cancel() }
        Terminal.restore()
        Terminal.write(receipts.map { $0.description + "\n" }.joined())
        exit(receipts.allSatisfy(\.isSent) ? 0 : 1)
    }
}
