#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk

/// A thousand pushes and pops of a detail screen from markup, and a thousand alerts shown and
/// answered, in a real window: each leaves no view, binding, observation, presenter, host,
/// controller, GTK window or widget behind.
@MainActor
enum ContainerLeakScenario {
    static func run(_ arguments: [String]) throws {
        let rounds = Int(arguments.first ?? "") ?? 1_000
        Scenario.setAnimations(false)
        let start = LiveObjects()
        try cycle(rounds: rounds)
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: start))")
    }

    private static func cycle(rounds: Int) throws {
        let list = FruitListController()
        let navigation = NavigationController(rootViewController: list)
        let window = Window(title: "Fruits", controller: navigation, width: 360, height: 320)
        window.present()
        try Scenario.settle(window)
        // One round first: whatever GTK makes once and keeps (a theme's icons) is in the baseline.
        try pushAndPop(list, navigation, window)
        try alert(list, window)
        try Scenario.settle(window)
        let baseline = LiveObjects()

        for _ in 0..<rounds { try pushAndPop(list, navigation, window) }
        try Scenario.settle(window)
        print("after \(rounds) pushes and pops: \(LiveObjects().difference(from: baseline))")
        for _ in 0..<rounds { try alert(list, window) }
        try Scenario.settle(window)
        print("after \(rounds) alerts: \(LiveObjects().difference(from: baseline))")
        print("shown: " + window.describeHeaderBar().joined(separator: ", "))
        // A screen pushed after so many, perhaps where one freed was, is followed as the first was.
        list.open("Cherry")
        (navigation.topViewController as? FruitDetailController)?.fruit = "Plum"
        try Scenario.settle(window)
        print("pushed Cherry, renamed Plum: " + (window.describeHeaderBar().first ?? ""))
        window.close()
    }

    /// Pushes a fruit's detail, lets GTK show it, and pops it.
    private static func pushAndPop(_ list: FruitListController, _ navigation: NavigationController, _ window: Window) throws {
        list.open("Cherry")
        drain()
        guard navigation.viewControllers.count == 2, window.describeContent().contains(#"GtkLabel "Cherry is on the list""#) else {
            throw ScenarioError("the detail is not shown")
        }
        navigation.popViewController(animated: true)
        drain()
        guard navigation.viewControllers.count == 1 else { throw ScenarioError("the detail was not popped") }
    }

    /// Shows an alert in a message dialog and answers it as its button would.
    private static func alert(_ list: FruitListController, _ window: Window) throws {
        var chosen = false
        let alert = AlertController(title: "Delete?", message: "It cannot be restored.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in chosen = true })
        list.present(alert, animated: true)
        drain()
        let buttons = window.dialogWidgets(window: 1).buttons
        guard buttons.count == 2 else { throw ScenarioError("no dialog") }
        // The alert's two buttons are in a row, its cancel action first.
        ControlRun<View>.emit("clicked", on: buttons[1])
        drain()
        guard chosen, window.gtkWindows.count == 1 else { throw ScenarioError("the alert was not answered") }
    }

    /// Handles whatever GTK has pending, without waiting for more.
    private static func drain() {
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }
}
#endif
