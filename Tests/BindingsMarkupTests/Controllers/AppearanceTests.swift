import BindingsMarkup
import BindingsTestSupport
import Testing

/// A controller that records its appearance callbacks into a log shared with its children.
final class AppearanceLoggingController: ViewController {
    let name: String
    let log: AppearanceLog

    init(_ name: String, log: AppearanceLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func loadView() throws(MarkupDiagnostics) -> View { View() }
    override func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear(\(animated))") }
}

@MainActor final class AppearanceLog {
    var entries: [String] = []
}

/// The appearance callbacks come from the host's begin/end pair, once per change, in UIKit's
/// order, loading the view first, and reach the controller's children after it.
@MainActor @Suite(.checksLiveObjects) struct AppearanceTests {
    @Test func aHostShowingAndHidingAControllerCallsEachCallbackOnceInOrder() {
        let log = AppearanceLog()
        let screen = AppearanceLoggingController("screen", log: log)
        screen.addChild(AppearanceLoggingController("child", log: log))
        #expect(screen.appearance == .disappeared)

        screen.beginAppearanceTransition(true, animated: true)
        #expect(screen.appearance == .appearing)
        screen.beginAppearanceTransition(true, animated: true)
        screen.endAppearanceTransition()
        screen.endAppearanceTransition()
        #expect(screen.appearance == .appeared)
        #expect(screen.children.first?.appearance == .appeared)

        screen.beginAppearanceTransition(false, animated: false)
        screen.endAppearanceTransition()
        #expect(log.entries == [
            "screen.viewDidLoad", "screen.viewWillAppear(true)", "child.viewDidLoad", "child.viewWillAppear(true)",
            "screen.viewDidAppear(true)", "child.viewDidAppear(true)",
            "screen.viewWillDisappear(false)", "child.viewWillDisappear(false)",
            "screen.viewDidDisappear(false)", "child.viewDidDisappear(false)",
        ])
        #expect(screen.appearance == .disappeared)
    }

    @Test func hidingWhileAppearingTurnsBackAndEndingWithoutABeginDoesNothing() {
        let log = AppearanceLog()
        let screen = AppearanceLoggingController("screen", log: log)
        screen.endAppearanceTransition()
        screen.beginAppearanceTransition(false, animated: false)
        #expect(log.entries.isEmpty)
        screen.beginAppearanceTransition(true, animated: false)
        screen.beginAppearanceTransition(false, animated: false)
        screen.endAppearanceTransition()
        #expect(log.entries == [
            "screen.viewDidLoad", "screen.viewWillAppear(false)", "screen.viewWillDisappear(false)", "screen.viewDidDisappear(false)",
        ])
        #expect(screen.appearance == .disappeared)
    }
}
