#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk

/// The same pushes, pops, presentations and new stack, headless and in a real window with
/// animations on: the controllers hear the same callbacks in the same order, and in the window
/// the `did` callbacks come once the stack's slide is over (each logs whether the stack was still
/// sliding), while a push returns with the slide under way.
@MainActor
enum ContainerAppearanceScenario {
    /// One step: a change, and its name.
    typealias Step = (name: String, change: @MainActor (_ navigation: NavigationController, _ screens: [String: LoggedScreen]) -> Void)

    static let steps: [Step] = [
        ("push b", { navigation, screens in navigation.pushViewController(screens["b"] ?? ViewController(), animated: true) }),
        ("push c", { navigation, screens in navigation.pushViewController(screens["c"] ?? ViewController(), animated: true) }),
        ("pop", { navigation, _ in navigation.popViewController(animated: true) }),
        ("pop to the root", { navigation, _ in navigation.popToRootViewController(animated: true) }),
        ("push b and at once c", { navigation, screens in
            navigation.pushViewController(screens["b"] ?? ViewController(), animated: true)
            navigation.pushViewController(screens["c"] ?? ViewController(), animated: true)
        }),
        ("new stack a, d", { navigation, screens in
            navigation.setViewControllers([screens["a"] ?? ViewController(), screens["d"] ?? ViewController()], animated: true)
        }),
        ("present s", { navigation, screens in navigation.present(screens["s"] ?? ViewController(), animated: true) }),
        ("dismiss s", { navigation, _ in navigation.dismiss(animated: true) }),
    ]

    static func run(_ arguments: [String]) throws {
        let headless = try runHeadless()
        Scenario.setAnimations(true)
        let windowed = try runInWindow()
        // The window's log says, with each `did` callback, whether the slide was over.
        let plain = windowed.map { $0.components(separatedBy: " (").first ?? $0 }
        print("same callbacks in the same order as headless: \(plain == headless)")
    }

    private static func screens(_ log: ScreenLog) -> [String: LoggedScreen] {
        Dictionary(uniqueKeysWithValues: ["a", "b", "c", "d", "e", "s"].map { ($0, LoggedScreen($0, log: log)) })
    }

    private static func runHeadless() throws -> [String] {
        let log = ScreenLog()
        let screens = screens(log)
        let navigation = NavigationController(rootViewController: screens["a"] ?? ViewController())
        let window = HeadlessWindow(rootViewController: navigation, size: Size(width: 320, height: 200))
        window.show()
        var entries = log.take()
        for step in steps {
            step.change(navigation, screens)
            entries += ["- " + step.name] + log.take()
        }
        navigation.pushViewController(screens["e"] ?? ViewController(), animated: true)
        window.close()
        return entries + ["- push e and close"] + log.take()
    }

    private static func runInWindow() throws -> [String] {
        let log = ScreenLog()
        let screens = screens(log)
        let navigation = NavigationController(rootViewController: screens["a"] ?? ViewController())
        let window = Window(title: "Appearance", controller: navigation, width: 320, height: 200)
        // The presented screen is in no stack: only the stack's screens say how its slide stands.
        for screen in screens.values where screen.name != "s" {
            screen.context = { [weak window] in
                guard let stack = window?.stackWidget(of: navigation) else { return "no stack" }
                return gtk_stack_get_transition_running(stack.opaque) != 0 ? "sliding" : "slide over"
            }
        }
        window.present()
        try Scenario.settle(window)
        var entries = log.take()
        print("in the window:")
        Scenario.printIndented(entries)
        guard let stack = window.stackWidget(of: navigation) else { throw ScenarioError("no stack") }
        for step in steps {
            step.change(navigation, screens)
            let sliding = gtk_stack_get_transition_running(stack.opaque) != 0
            let returned = log.take()
            print("- \(step.name): returned \(sliding ? "sliding" : "with no slide")")
            Scenario.printIndented(returned)
            guard GTK.iterate(timeout: 5, until: { gtk_stack_get_transition_running(stack.opaque) == 0 }) else {
                throw ScenarioError("the slide did not end")
            }
            try Scenario.settle(window)
            let after = log.take()
            if !after.isEmpty { print("  then:") }
            Scenario.printIndented(after.map { "  " + $0 })
            entries += ["- " + step.name] + returned + after
        }
        // Closing the window during a slide ends it: the pushed screen appears, then everything disappears.
        for screen in screens.values { screen.context = nil }
        navigation.pushViewController(screens["e"] ?? ViewController(), animated: true)
        print("- push e and close: \(gtk_stack_get_transition_running(stack.opaque) != 0 ? "closed while sliding" : "no slide")")
        window.close()
        GTK.iterate(for: 0.1)
        let closed = log.take()
        Scenario.printIndented(closed)
        return entries + ["- push e and close"] + closed
    }
}
#endif
