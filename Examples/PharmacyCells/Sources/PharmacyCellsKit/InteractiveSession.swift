import BindingsMarkup
import TerminalSupport
import Dispatch
import Foundation

/// The full-screen terminal mode: the list in a navigation controller, shown in a
/// ``HeadlessWindow`` the size of the terminal; the screen redraws only changed lines.
///
/// On the list, arrows (or j/k) move the selected row (marked `▶`), Enter opens its detail, `/`
/// searches, `s` offers the sort orders, `q` quits. On a detail, Escape, Backspace, Left or
/// Alt+Left go back, `c` calls and `e` writes. An alert or action sheet takes the arrows, Enter and
/// Escape (``AlertKeys``). Everything runs on the main queue: key input, the `--live` timer and
/// signals are dispatch sources.
@MainActor
final class InteractiveSession {
    let list: PharmacyListController
    let navigation: NavigationController
    let window: HeadlessWindow
    private let options: Options
    private var screen = ScreenBuffer()
    private(set) var editing = false
    /// The selected row of the results.
    private(set) var selectedRow = 0
    private var walk = LiveWalk()
    private var sources: [any DispatchSourceProtocol] = []
    private var reload: LiveReload?

    /// A session showing `controller`'s screen in a navigation controller, at `columns` × `rows`.
    init(controller: PharmacyListController, options: Options, columns: Int = 80, rows: Int = 24) {
        list = controller
        navigation = NavigationController(rootViewController: controller, loader: AppResources.loader)
        window = HeadlessWindow(rootViewController: navigation, size: Self.size(columns: columns, rows: rows))
        self.options = options
    }

    private static func size(columns: Int, rows: Int) -> Size {
        Size(width: Double(columns) * TextRenderer.columnWidth, height: Double(rows) * TextRenderer.rowHeight)
    }

    /// Takes over the terminal and starts listening; the caller then runs the main queue.
    func start() {
        Terminal.enterRawMode()
        let size = Terminal.size
        window.resize(to: Self.size(columns: size.columns, rows: size.rows))
        // The terminal is the window that shows the screen: it tells the controllers so.
        window.show()
        resize()
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readKeys() } }
        sources.append(input)
        for (signalNumber, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            // Handled as events, so the terminal is restored on the main queue before exiting.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.quit(status: status) } }
            sources.append(source)
        }
        let resizing = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resizing.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.resize() } }
        signal(SIGWINCH, SIG_IGN)
        sources.append(resizing)
        if options.live { sources.append(repeating(milliseconds: LiveWalk.intervalMilliseconds) { $0.tick() }) }
        if let path = options.watchPath {
            let reload = LiveReload(controller: list, directory: URL(fileURLWithPath: path))
            self.reload = reload
            sources.append(repeating(milliseconds: 250) { session in
                // The new view is laid out at the screen's size before it is drawn.
                if reload.poll() { session.resize() }
            })
        }
        sources.forEach { $0.resume() }
    }

    private func repeating(milliseconds: Int, _ action: @escaping @MainActor (InteractiveSession) -> Void) -> any DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(milliseconds))
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { if let self { action(self) } } }
        return timer
    }

    private func resize() {
        let size = Terminal.size
        window.resize(to: Self.size(columns: size.columns, rows: size.rows))
        screen = ScreenBuffer(rows: size.rows)
        Terminal.write("\u{1B}[2J")
        draw()
    }

    private func tick() {
        walk.tick(list.viewModel)
        draw()
    }

    private func readKeys() {
        let bytes = Terminal.read()
        guard !bytes.isEmpty else { return quit(status: 0) }
        for key in Key.decode(bytes) {
            if handle(key) == .quit { return quit(status: 0) }
        }
        draw()
    }

    /// What a key did.
    enum Outcome: Equatable {
        case continues
        case quit
    }

    /// Applies one key to the screen on top: the search field while editing, an alert, a detail
    /// or the list.
    func handle(_ key: Key) -> Outcome {
        defer { keepSelectionInView() }
        if editing {
            editSearch(key)
        } else if let alert = window.topViewController as? AlertController {
            AlertKeys.handle(key, in: alert)
        } else if let detail = navigation.topViewController as? PharmacyDetailController {
            switch key {
            case .escape, .backspace, .left, .altLeft, .text("h"): window.goBack()
            case .text("c"): detail.call()
            case .text("e"): detail.email()
            case .text("q"): return .quit
            default: break
            }
        } else {
            return handleListKey(key)
        }
        return .continues
    }

    private func handleListKey(_ key: Key) -> Outcome {
        let page = max(1, (list.tableView?.visibleRows.count ?? 1) - 1)
        switch key {
        case .down, .text("j"): select(selectedRow + 1)
        case .up, .text("k"): select(selectedRow - 1)
        case .pageDown, .text(" "): select(selectedRow + page)
        case .pageUp: select(selectedRow - page)
        case .enter: list.tableView?.userDidSelectRow(at: TableIndexPath(row: selectedRow, section: 0))
        case .text("/"): editing = true
        case .text("s"): list.showSortOptions()
        case .text("q"), .escape: return .quit
        default: break
        }
        return .continues
    }

    /// Types into the field as a user would; the two-way binding filters the list.
    private func editSearch(_ key: Key) {
        let text = list.searchField?.text ?? ""
        switch key {
        case .enter, .escape: editing = false
        case .backspace: list.searchField?.userDidEdit(String(text.dropLast()))
        case .text(let typed): list.searchField?.userDidEdit(text + typed)
        default: return
        }
        list.scroll(toRow: 0)
        selectedRow = 0
    }

    /// Selects `row` (clamped to the results) and scrolls so that it is shown whole.
    func select(_ row: Int) {
        let count = list.viewModel.results.count
        guard count > 0, let table = list.tableView else { return }
        selectedRow = min(max(row, 0), count - 1)
        if selectedRow < list.firstVisibleRow { list.scroll(toRow: selectedRow) }
        var tries = 0
        while !isShownWhole(selectedRow, in: table), tries < count {
            list.scroll(toRow: list.firstVisibleRow + 1)
            tries += 1
        }
    }

    /// After a change that scrolled the list (a sort, new results), the selection is the first
    /// row shown.
    private func keepSelectionInView() {
        guard let table = list.tableView, !table.visibleRows.contains(where: { $0.row == selectedRow }) else { return }
        selectedRow = list.firstVisibleRow
    }

    private func isShownWhole(_ row: Int, in table: TableView) -> Bool {
        guard let cell = zip(table.visibleRows, table.visibleCells).first(where: { $0.0.row == row })?.1 else { return false }
        return cell.frame.maxY <= table.frame.height + 0.5
    }

    /// The screen as text: the window's picture with the selected row marked.
    func picture(ansi: Bool) -> String {
        var lines = window.renderText(ansi: ansi).components(separatedBy: "\n")
        if navigation.topViewController === list, let table = list.tableView,
           let cell = zip(table.visibleRows, table.visibleCells).first(where: { $0.0.row == selectedRow })?.1 {
            let row = Int((cell.convert(.zero, to: nil).minY / TextRenderer.rowHeight).rounded(.down))
            if lines.indices.contains(row), lines[row].first == " " || lines[row].isEmpty {
                lines[row] = "▶" + lines[row].dropFirst()
            }
        }
        return lines.joined(separator: "\n")
    }

    private func draw() {
        let picture = picture(ansi: true)
        var output = screen.update(reload?.overlay(picture) ?? picture)
        if editing, let field = list.searchField {
            // Show the cursor after the typed text, inside the bar's bracket: `⌕ [` on its middle row.
            let frame = field.convert(.zero, to: nil)
            let top = Int(frame.minY / TextRenderer.rowHeight)
            let bottom = max(Int((frame.minY + field.frame.height) / TextRenderer.rowHeight), top + 1)
            let row = top + (bottom - top) / 2 + 1
            let column = Int(frame.minX / TextRenderer.columnWidth) + 4 + (field.text ?? "").count
            output += "\u{1B}[\(row);\(column)H\u{1B}[?25h"
        } else {
            output += "\u{1B}[?25l"
        }
        Terminal.write(output)
    }

    private func quit(status: Int32) {
        window.close()
        sources.forEach { $0.cancel() }
        Terminal.restore()
        if options.stats { Terminal.write(PharmacyCellsApp.stats(list)) }
        exit(status)
    }
}
