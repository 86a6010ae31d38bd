#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk

/// A tab bar controller in a real window: a stack of its tabs with a switcher in the header bar,
/// switched by real clicks on the switcher's buttons and by code, a delegate refusing a tab, the
/// switcher following the tabs' items, and a tab's navigation stack taking the title's place
/// while it is pushed.
@MainActor
enum TabScenarios {
    /// Asks before a tab is selected, and remembers what it was asked and told.
    final class Delegate: TabBarControllerDelegate {
        var refused: Set<String> = []
        var heard: [String] = []

        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            let title = viewController.displayedTabTitle
            heard.append("should select \(title)")
            return !refused.contains(title)
        }

        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            heard.append("did select \(viewController.displayedTabTitle)")
        }
    }

    static func run(_ arguments: [String]) throws {
        Scenario.setAnimations(false)
        let baseline = LiveObjects()
        try tabs()
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func tabs() throws {
        let log = ScreenLog()
        let inbox = LoggedScreen("inbox", log: log, title: "Inbox")
        let mail = NavigationController(rootViewController: inbox)
        mail.tabBarItem = TabBarItem(title: "Inbox")
        mail.tabBarItem.badgeValue = "3"
        let contacts = LoggedScreen("contacts", log: log, title: "Contacts")
        let settings = LoggedScreen("settings", log: log, title: "Settings")
        settings.tabBarItem = TabBarItem(title: "Settings", image: "emblem-system-symbolic")
        let tabs = TabBarController(viewControllers: [mail, contacts, settings])
        let delegate = Delegate()
        tabs.delegate = delegate
        let window = Window(title: "Mail", controller: tabs, width: 400, height: 240)
        window.present()
        try Scenario.settle(window)
        show("shown", window, log, delegate)

        try ScenarioInput.click(try button(1, of: window), in: window) { tabs.selectedIndex == 1 }
        try Scenario.settle(window)
        show("clicked Contacts", window, log, delegate)

        tabs.selectedIndex = 0
        try Scenario.settle(window)
        show("selected Inbox in code", window, log, delegate)

        delegate.refused = ["Settings"]
        try ScenarioInput.click(try button(2, of: window), in: window) { delegate.heard.count == 1 }
        try Scenario.settle(window)
        show("clicked Settings, refused: selected \(tabs.selectedIndex ?? -1)", window, log, delegate)
        delegate.refused = []
        try ScenarioInput.click(try button(2, of: window), in: window) { tabs.selectedIndex == 2 }
        try Scenario.settle(window)
        show("clicked Settings, allowed", window, log, delegate)

        mail.tabBarItem.badgeValue = nil
        contacts.title = "People"
        settings.tabBarItem.image = nil
        try Scenario.settle(window)
        show("badge gone, Contacts retitled, Settings' image gone", window, log, delegate)

        // A pushed screen in a tab takes the switcher's place with its title and back button.
        tabs.selectedIndex = 0
        mail.pushViewController(LoggedScreen("message", log: log, title: "Hello"), animated: false)
        try Scenario.settle(window)
        show("Inbox selected, Hello pushed", window, log, delegate)
        try ScenarioInput.press(["alt+Left"], in: window) { mail.viewControllers.count == 1 }
        try Scenario.settle(window)
        show("Alt+Left", window, log, delegate)

        tabs.setViewControllers([settings, mail], animated: false)
        try Scenario.settle(window)
        show("tabs now Settings and Inbox", window, log, delegate)
        window.close()
    }

    /// Prints the header bar, the visible screen and what was logged and heard since the last time.
    private static func show(_ title: String, _ window: Window, _ log: ScreenLog, _ delegate: Delegate) {
        print(title)
        Scenario.printIndented(window.describeHeaderBar() + window.describeContent())
        let entries = log.take()
        if !entries.isEmpty { print("  log: " + entries.joined(separator: ", ")) }
        if !delegate.heard.isEmpty { print("  delegate: " + delegate.heard.joined(separator: ", ")) }
        delegate.heard.removeAll()
    }

    private static func button(_ index: Int, of window: Window) throws -> WidgetPointer {
        let buttons = window.switcherButtons()
        guard buttons.indices.contains(index) else { throw ScenarioError("the switcher has no button \(index)") }
        return buttons[index]
    }
}
#endif
