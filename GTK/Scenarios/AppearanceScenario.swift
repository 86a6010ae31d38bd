#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup

/// A controller in a window hears its view appear when the window is presented and disappear when
/// it closes, each once, in UIKit's order.
@MainActor
enum AppearanceScenario {
    final class LoggingController: ViewController {
        var log: [String] = []

        override func loadView() throws(MarkupDiagnostics) -> View {
            let label = Label()
            label.text = "Hello"
            return label
        }

        override func viewDidLoad() { log.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    }

    static func run(_ arguments: [String]) throws {
        let controller = LoggingController()
        let window = Window(title: "Appearance", controller: controller, width: 200, height: 100)
        print("made: \(controller.log) \(controller.appearance)")
        window.present()
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        window.present()
        print("presented twice: \(controller.log) \(controller.appearance)")
        controller.log.removeAll()
        window.close()
        GTK.iterate(for: 0.1)
        print("closed: \(controller.log) \(controller.appearance) open=\(window.isOpen)")
    }
}
#endif
