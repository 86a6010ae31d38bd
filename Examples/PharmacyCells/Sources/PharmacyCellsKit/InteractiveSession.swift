import BindingsMarkup
import TerminalSupport
import Dispatch
import Foundation

/// The full-screen terminal mode: keys scroll, search and sort; the screen redraws only changed lines.
///
/// Everything runs on the main queue: key input, the `--live` timer and signals are dispatch sources.
@MainActor
final class InteractiveSession {
    private let controller: PharmacyListController
    private let options: Options
    private var screen = ScreenBuffer()
    private var editing = false
    private var walk = LiveWalk()
    private var sources: [any DispatchSourceProtocol] = []
    private var reload: LiveReload?

    /// A session showing `controller`'s screen.
    init(controller: PharmacyListController, options: Options) {
        self.controller = controller
        self.options = options
    }

    /// Takes over the terminal and starts listening; the caller then runs the main queue.
    func start() {
        Terminal.enterRawMode()
        // The terminal is the host that shows the screen: it tells the controller so.
        controller.beginAppearanceTransition(true, animated: false)
        resize()
        controller.endAppearanceTransition()
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
        if options.live {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            let interval = DispatchTimeInterval.milliseconds(LiveWalk.intervalMilliseconds)
            timer.schedule(deadline: .now() + interval, repeating: interval)
            timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.tick() } }
            sources.append(timer)
        }
        if let path = options.watchPath {
            let reload = LiveReload(controller: controller, directory: URL(fileURLWithPath: path))
            self.reload = reload
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + .milliseconds(250), repeating: .milliseconds(250))
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, reload.poll() else { return }
                    // The new view is laid out at the screen's size before it is drawn.
                    self.resize()
                }
            }
            sources.append(timer)
        }
        sources.forEach { $0.resume() }
    }

    private func resize() {
        let size = Terminal.size
        controller.layout(width: Double(size.columns) * TextRenderer.columnWidth,
                          height: Double(size.rows) * TextRenderer.rowHeight)
        screen = ScreenBuffer(rows: size.rows)
        Terminal.write("\u{1B}[2J")
        draw()
    }

    private func tick() {
        walk.tick(controller.viewModel)
        draw()
    }

    private func readKeys() {
        let bytes = Terminal.read()
        guard !bytes.isEmpty else { return quit(status: 0) }
        for key in Key.decode(bytes) { handle(key) }
        draw()
    }

    /// Applies one key: the search field takes text while editing; otherwise keys are commands.
    private func handle(_ key: Key) {
        if editing {
            let text = controller.searchField?.text ?? ""
            switch key {
            case .enter, .escape: editing = false
            case .backspace: edit(String(text.dropLast()))
            case .text(let typed): edit(text + typed)
            default: break
            }
            return
        }
        let page = max(1, controller.tableView?.visibleRows.count ?? 1) - 1
        switch key {
        case .down, .text("j"): controller.scroll(toRow: controller.firstVisibleRow + 1)
        case .up, .text("k"): controller.scroll(toRow: controller.firstVisibleRow - 1)
        case .pageDown, .text(" "): controller.scroll(toRow: controller.firstVisibleRow + max(page, 1))
        case .pageUp: controller.scroll(toRow: controller.firstVisibleRow - max(page, 1))
        case .text("/"): editing = true
        case .text("s"):
            controller.viewModel.sortOrder = controller.viewModel.sortOrder.toggled
            controller.scroll(toRow: 0)
        case .text("q"), .escape: quit(status: 0)
        default: break
        }
    }

    /// Types into the field as a user would; the two-way binding filters the list.
    private func edit(_ text: String) {
        controller.searchField?.userDidEdit(text)
        controller.scroll(toRow: 0)
    }

    private func draw() {
        controller.view.layoutIfNeeded()
        let picture = TextRenderer(ansi: true).render(controller.view)
        var output = screen.update(reload?.overlay(picture) ?? picture)
        if editing, let field = controller.searchField {
            // Show the cursor after the typed text, inside the field's bracket.
            let row = Int(field.frame.minY / TextRenderer.rowHeight) + 1
            let column = Int(field.frame.minX / TextRenderer.columnWidth) + 2 + (field.text ?? "").count
            output += "\u{1B}[\(row);\(column)H\u{1B}[?25h"
        } else {
            output += "\u{1B}[?25l"
        }
        Terminal.write(output)
    }

    private func quit(status: Int32) {
        controller.beginAppearanceTransition(false, animated: false)
        sources.forEach { $0.cancel() }
        Terminal.restore()
        if options.stats { Terminal.write(PharmacyCellsApp.stats(controller)) }
        controller.endAppearanceTransition()
        exit(status)
    }
}
