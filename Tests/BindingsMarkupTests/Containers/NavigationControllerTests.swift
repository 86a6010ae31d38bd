import BindingsMarkup
import BindingsTestSupport
import Testing

/// UIKit's navigation stack: push, pop, pop to root and to a controller, a new stack, the
/// callbacks of each in UIKit's order, the bar following the top item, and what a toolkit's
/// presenter holds back until its animation is over.
@MainActor @Suite(.checksLiveObjects) struct NavigationControllerTests {
    final class Delegate: NavigationControllerDelegate {
        let log: AppearanceLog
        init(log: AppearanceLog) { self.log = log }
        func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
            log.entries.append("delegate.willShow(\((viewController as? LoggingController)?.name ?? "?"))")
        }
        func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
            log.entries.append("delegate.didShow(\((viewController as? LoggingController)?.name ?? "?"))")
        }
    }

    @Test func pushAndPopCallEachControllerBackInUIKitsOrder() {
        let log = AppearanceLog()
        let navigation = NavigationController(rootViewController: LoggingController("list", log: log))
        let delegate = Delegate(log: log)
        navigation.delegate = delegate
        let window = HeadlessWindow(rootViewController: navigation, size: Size(width: 320, height: 200))
        window.show()
        #expect(log.entries == ["list.willMove(NavigationController)", "list.didMove(NavigationController)",
                                "list.viewDidLoad", "list.viewWillAppear", "list.viewDidAppear"])

        log.entries.removeAll()
        let detail = LoggingController("detail", log: log)
        navigation.pushViewController(detail, animated: true)
        #expect(log.entries == [
            "detail.willMove(NavigationController)", "delegate.willShow(detail)",
            "list.viewWillDisappear", "detail.viewDidLoad", "detail.viewWillAppear",
            "list.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(NavigationController)", "delegate.didShow(detail)",
        ])
        #expect(names(navigation.viewControllers) == ["list", "detail"])
        #expect(detail.navigationController === navigation)

        log.entries.removeAll()
        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail)
        #expect(log.entries == [
            "detail.willMove(nil)", "delegate.willShow(list)", "detail.viewWillDisappear", "list.viewWillAppear",
            "detail.viewDidDisappear", "list.viewDidAppear", "detail.didMove(nil)", "delegate.didShow(list)",
        ])
        #expect(detail.parent == nil && detail.navigationController == nil)
        #expect(navigation.popViewController(animated: true) == nil)
        window.close()
    }

    @Test func poppingToTheRootOrAControllerCallsOnlyTheOldAndNewTopsAndReturnsThePopped() {
        let log = AppearanceLog()
        let controllers = ["a", "b", "c", "d"].map { LoggingController($0, log: log) }
        let navigation = NavigationController(rootViewController: controllers[0])
        let window = HeadlessWindow(rootViewController: navigation, size: Size(width: 320, height: 200))
        window.show()
        for controller in controllers.dropFirst() { navigation.pushViewController(controller, animated: false) }
        log.entries.removeAll()

        let toB = navigation.popToViewController(controllers[1], animated: true)
        #expect(names(toB) == ["c", "d"])
        #expect(log.entries == [
            "d.willMove(nil)", "c.willMove(nil)", "d.viewWillDisappear", "b.viewWillAppear",
            "d.viewDidDisappear", "b.viewDidAppear", "c.didMove(nil)", "d.didMove(nil)",
        ])
        log.entries.removeAll()
        #expect(names(navigation.popToRootViewController(animated: false)) == ["b"])
        #expect(log.entries == ["b.willMove(nil)", "b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear", "b.didMove(nil)"])
        #expect(navigation.popToRootViewController(animated: false) == nil)
        window.close()
    }

    @Test func aStackChangedWhileNotShownCallsOnlyTheContainmentCallbacks() {
        let log = AppearanceLog()
        let navigation = NavigationController(rootViewController: LoggingController("list", log: log))
        navigation.pushViewController(LoggingController("detail", log: log), animated: true)
        navigation.popViewController(animated: true)
        #expect(log.entries == [
            "list.willMove(NavigationController)", "list.didMove(NavigationController)",
            "detail.willMove(NavigationController)", "detail.didMove(NavigationController)",
            "detail.willMove(nil)", "detail.didMove(nil)",
        ])
    }

    @Test func aNewStackReplacesTheTopAndKeepsControllersThatStay() {
        let log = AppearanceLog()
        let a = LoggingController("a", log: log), b = LoggingController("b", log: log), c = LoggingController("c", log: log)
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        let window = HeadlessWindow(rootViewController: navigation, size: Size(width: 320, height: 200))
        window.show()
        log.entries.removeAll()
        navigation.setViewControllers([a, c], animated: true)
        #expect(log.entries == [
            "b.willMove(nil)", "c.willMove(NavigationController)", "b.viewWillDisappear", "c.viewDidLoad", "c.viewWillAppear",
            "b.viewDidDisappear", "c.viewDidAppear", "b.didMove(nil)", "c.didMove(NavigationController)",
        ])
        #expect(names(navigation.viewControllers) == ["a", "c"])
        #expect(navigation.children.count == 2)
        window.close()
    }

    @Test func misusesAreWarnedAndChangeNothing() {
        let warnings = WarningLog()
        defer { warnings.restore() }
        let log = AppearanceLog()
        let list = LoggingController("list", log: log), stranger = LoggingController("stranger", log: log)
        let navigation = NavigationController(rootViewController: list)
        navigation.pushViewController(list, animated: false)
        #expect(navigation.popToViewController(stranger, animated: false) == nil)
        navigation.setViewControllers([list, list], animated: false)
        #expect(navigation.viewControllers.count == 1)
        #expect(warnings.warnings == [.pushingShownController("LoggingController"), .notInStack("LoggingController"),
                                      .duplicateController("LoggingController")])
        #expect(warnings.warnings.map(\.description) == [
            "cannot push LoggingController: it is shown already (presented, in a container or a window's root); remove it first",
            "cannot pop to LoggingController: it is not in the navigation stack",
            "LoggingController appears twice among a container's controllers; the second is left out",
        ])
    }

    @Test func theBarShowsTheTopItemAndABackButtonThatPops() throws {
        let log = AppearanceLog()
        let list = LoggingController("list", log: log, title: "Pharmacies")
        var sorted = 0
        list.navigationItem.rightBarButtonItem = BarButtonItem(title: "Sort") { _ in sorted += 1 }
        let navigation = NavigationController(rootViewController: list)
        let window = HeadlessWindow(rootViewController: navigation, size: Size(width: 400, height: 100))
        window.show()
        #expect(window.renderText() == """
                               Pharmacies            [ Sort ]
            ──────────────────────────────────────────────────
            list screen


            """)
        let sort = try #require(navigation.navigationBar.button(for: list.navigationItem.rightBarButtonItems[0]))
        sort.userDidTap()
        #expect(sorted == 1)

        let detail = LoggingController("detail", log: log, title: "Walgreens")
        detail.navigationItem.backButtonTitle = "Map"
        navigation.pushViewController(detail, animated: false)
        #expect(window.renderText() == """
             [ ‹ Pharmacies ]   Walgreens
            ──────────────────────────────────────────────────
            detail screen


            """)
        list.navigationItem.backButtonTitle = "List"
        detail.title = "Walgreens #2"
        #expect(window.renderText().components(separatedBy: "\n")[0] == " [ ‹ List ]       Walgreens #2")
        detail.navigationItem.hidesBackButton = true
        #expect(window.renderText().components(separatedBy: "\n")[0] == "                  Walgreens #2")
        detail.navigationItem.hidesBackButton = false
        navigation.navigationBar.backButton.userDidTap()
        #expect(navigation.topViewController === list)
        #expect(window.renderText().components(separatedBy: "\n")[0] == "                   Pharmacies            [ Sort ]")
        window.close()
    }

    @Test func aPresenterHoldsTheDidCallbacksUntilItsAnimationEndsAndANewChangeEndsTheOldOne() {
        final class Presenter: ContainerPresenter {
            var pending: [(ContainerTransition, @MainActor () -> Void)] = []
            func container(_ container: ViewController, perform transition: ContainerTransition, completion: @escaping @MainActor () -> Void) {
                pending.append((transition, completion))
            }
        }
        let log = AppearanceLog()
        let presenter = Presenter()
        let navigation = NavigationController(rootViewController: LoggingController("a", log: log))
        navigation.containerPresenter = presenter
        let window = HeadlessWindow(rootViewController: navigation, size: Size(width: 320, height: 200))
        window.show()
        log.entries.removeAll()
        navigation.pushViewController(LoggingController("b", log: log), animated: true)
        #expect(log.entries == ["b.willMove(NavigationController)", "a.viewWillDisappear", "b.viewDidLoad", "b.viewWillAppear"])
        navigation.pushViewController(LoggingController("c", log: log), animated: true)
        #expect(log.entries.suffix(7) == ["a.viewDidDisappear", "b.viewDidAppear", "b.didMove(NavigationController)",
                                          "c.willMove(NavigationController)", "b.viewWillDisappear", "c.viewDidLoad", "c.viewWillAppear"])
        presenter.pending[0].1()  // the first animation ends late: it was ended already
        #expect(log.entries.last == "c.viewWillAppear")
        presenter.pending[1].1()
        #expect(log.entries.suffix(3) == ["b.viewDidDisappear", "c.viewDidAppear", "c.didMove(NavigationController)"])
        #expect(presenter.pending.map(\.0) == [ContainerTransition(kind: .push, animated: true), ContainerTransition(kind: .push, animated: true)])
        // The presenter shows the controllers' views: the navigation controller's view holds its bar alone.
        #expect(navigation.view.subviews.map { $0 === navigation.navigationBar } == [true])
        navigation.containerPresenter = nil
        #expect(navigation.view.subviews.count == 2 && navigation.view.subviews.first === navigation.topViewController?.view)
        window.close()
    }
}
