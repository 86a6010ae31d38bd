import BindingsMarkup
import BindingsTestSupport
import Testing

/// UIKit's tabs: selecting in code and by a tap, the delegate's say, the callbacks in UIKit's
/// order, a tap on the selected tab going back to a navigation root, and the bar following the
/// items.
@MainActor @Suite(.checksLiveObjects) struct TabBarControllerTests {
    final class Delegate: TabBarControllerDelegate {
        var refused: Set<String> = []
        var selected: [String] = []
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            !refused.contains((viewController as? LoggingController)?.name ?? "")
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            selected.append((viewController as? LoggingController)?.name ?? (viewController.title ?? "?"))
        }
    }

    @Test func selectingATabCallsTheNewOneFirstThenTheOldAsUIKitDoes() {
        let log = AppearanceLog()
        let tabs = TabBarController(viewControllers: [LoggingController("a", log: log), LoggingController("b", log: log)])
        let window = HeadlessWindow(rootViewController: tabs, size: Size(width: 320, height: 200))
        window.show()
        #expect(log.entries == ["a.willMove(TabBarController)", "b.willMove(TabBarController)", "a.didMove(TabBarController)",
                                "b.didMove(TabBarController)", "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"])
        log.entries.removeAll()
        tabs.selectedIndex = 1
        #expect(log.entries == ["b.viewDidLoad", "b.viewWillAppear", "a.viewWillDisappear", "a.viewDidDisappear", "b.viewDidAppear"])
        #expect(names(tabs.selectedViewController.map { [$0] }) == ["b"])
        log.entries.removeAll()
        tabs.selectedIndex = 1
        tabs.selectedIndex = 7
        #expect(log.entries.isEmpty)
        #expect(tabs.selectedIndex == 1)
        window.close()
    }

    @Test func aTapAsksTheDelegateAndATapOnTheSelectedTabPopsItsStackToTheRoot() {
        let log = AppearanceLog()
        let stack = NavigationController(rootViewController: LoggingController("root", log: log))
        stack.title = "Stack"
        let other = LoggingController("other", log: log)
        let tabs = TabBarController(viewControllers: [stack, other])
        let delegate = Delegate()
        tabs.delegate = delegate
        let window = HeadlessWindow(rootViewController: tabs, size: Size(width: 320, height: 200))
        window.show()
        stack.pushViewController(LoggingController("pushed", log: log), animated: false)

        delegate.refused = ["other"]
        tabs.tabBar.userDidSelectItem(at: 1)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem?.name == "0")
        delegate.refused = []
        tabs.tabBar.userDidSelectItem(at: 1)
        #expect(tabs.selectedIndex == 1)
        tabs.tabBar.userDidSelectItem(at: 0)
        #expect(stack.viewControllers.count == 2)
        tabs.tabBar.userDidSelectItem(at: 0)
        #expect(stack.viewControllers.count == 1)
        #expect(delegate.selected == ["other", "Stack", "Stack"])
        window.close()
    }

    @Test func theBarShowsEachTabsItemAndFollowsItsChanges() {
        let log = AppearanceLog()
        let inbox = LoggingController("inbox", log: log, title: "Inbox")
        let settings = LoggingController("settings", log: log, title: "Settings")
        let tabs = TabBarController(viewControllers: [inbox, settings])
        let window = HeadlessWindow(rootViewController: tabs, size: Size(width: 320, height: 100))
        window.show()
        #expect(window.renderText() == """
            inbox screen


                  [Inbox]             Settings

            """)
        inbox.tabBarItem.badgeValue = "3"
        settings.tabBarItem = TabBarItem(tabBarSystemItem: .more)
        tabs.setViewControllers([inbox, settings], animated: false)
        #expect(tabs.tabBar.items.map(\.title) == ["Inbox (3)", "More"])
        settings.tabBarItem.title = "Options"
        #expect(tabs.tabBar.items.map(\.title) == ["Inbox (3)", "Options"])
        window.close()
    }

    @Test func aNavigationControllersTabShowsItsRootsItemUnlessItHasItsOwn() {
        let log = AppearanceLog()
        let orders = LoggingController("orders", log: log, title: "Orders")
        orders.tabBarItem = TabBarItem(title: "Orders", image: "view-list-symbolic")
        let stack = NavigationController(rootViewController: orders)
        let tabs = TabBarController(viewControllers: [stack])
        #expect(stack.tabItemSource === orders)
        orders.tabBarItem.badgeValue = "2"
        #expect(tabs.tabBar.items.map(\.title) == ["Orders (2)"] && tabs.tabBar.items.map(\.image) == ["view-list-symbolic"])
        stack.tabBarItem.title = "History"
        #expect(stack.tabItemSource === stack && tabs.tabBar.items.map(\.title) == ["History"])
    }
}
