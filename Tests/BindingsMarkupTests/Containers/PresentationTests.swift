import BindingsMarkup
import BindingsTestSupport
import Testing

/// Modal presentation as UIKit's: a sheet leaves its presenter shown, a full-screen controller
/// hides it, in UIKit's order; presentations stack over the root of the presenter's containers,
/// and dismissing one dismisses what is over it.
@MainActor @Suite(.checksLiveObjects) struct PresentationTests {
    @Test func aSheetCallsOnlyThePresentedControllerAndCompletionComesLast() {
        let log = AppearanceLog()
        let root = LoggingController("root", log: log)
        let window = HeadlessWindow(rootViewController: root, size: Size(width: 320, height: 200))
        window.show()
        log.entries.removeAll()
        let sheet = LoggingController("sheet", log: log)
        root.present(sheet, animated: true) { log.entries.append("presented") }
        #expect(log.entries == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear", "presented"])
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(window.presentedControllers.count == 1)
        log.entries.removeAll()
        sheet.dismiss(animated: true) { log.entries.append("dismissed") }
        #expect(log.entries == ["sheet.viewWillDisappear", "sheet.viewDidDisappear", "dismissed"])
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(window.presentedControllers.isEmpty)
        window.close()
    }

    @Test func aFullScreenControllerHidesItsPresenterInUIKitsOrder() {
        let log = AppearanceLog()
        let root = LoggingController("root", log: log)
        let window = HeadlessWindow(rootViewController: root, size: Size(width: 320, height: 200))
        window.show()
        log.entries.removeAll()
        let cover = LoggingController("cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(log.entries == ["root.viewWillDisappear", "cover.viewDidLoad", "cover.viewWillAppear", "cover.viewDidAppear", "root.viewDidDisappear"])
        log.entries.removeAll()
        root.dismiss(animated: false)
        #expect(log.entries == ["cover.viewWillDisappear", "root.viewWillAppear", "root.viewDidAppear", "cover.viewDidDisappear"])
        window.close()
    }

    @Test func aChildPresentsFromItsContainersRootAndDismissingTheBaseDismissesAllOverIt() {
        let log = AppearanceLog()
        let list = LoggingController("list", log: log)
        let navigation = NavigationController(rootViewController: list)
        let window = HeadlessWindow(rootViewController: navigation, size: Size(width: 320, height: 200))
        window.show()
        let first = LoggingController("first", log: log), second = LoggingController("second", log: log)
        list.present(first, animated: true)
        list.present(second, animated: true)
        #expect(navigation.presentedViewController === first && first.presentingViewController === navigation)
        #expect(first.presentedViewController === second && second.presentingViewController === first)
        #expect(window.topViewController === second && list.topPresentedViewController === second)
        log.entries.removeAll()
        list.dismiss(animated: true) { log.entries.append("done") }
        #expect(log.entries == ["second.viewWillDisappear", "second.viewDidDisappear", "first.viewWillDisappear", "first.viewDidDisappear", "done"])
        #expect(navigation.presentedViewController == nil && window.presentedControllers.isEmpty)
        window.close()
    }

    @Test func presentingAShownControllerIsWarnedAndAControllerWithNothingToDismissCompletes() {
        let warnings = WarningLog()
        defer { warnings.restore() }
        let log = AppearanceLog()
        let list = LoggingController("list", log: log)
        let navigation = NavigationController(rootViewController: list)
        navigation.present(list, animated: false)
        navigation.present(navigation, animated: false)
        var completed = false
        list.dismiss(animated: false) { completed = true }
        #expect(completed)
        #expect(warnings.warnings == [.presentingShownController("LoggingController"), .presentingShownController("NavigationController")])
        #expect(navigation.presentedViewController == nil)
    }

    @Test func presentingWhereNothingIsShownLoadsTheViewButCallsNoAppearance() {
        let log = AppearanceLog()
        let root = LoggingController("root", log: log), sheet = LoggingController("sheet", log: log)
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(completed)
        #expect(log.entries == ["sheet.viewDidLoad"])
        root.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
    }

    @Test func goingBackCancelsAnAlertThenDismissesASheetThenPops() {
        let log = AppearanceLog()
        let list = LoggingController("list", log: log)
        let navigation = NavigationController(rootViewController: list)
        navigation.pushViewController(LoggingController("detail", log: log), animated: false)
        let window = HeadlessWindow(rootViewController: navigation, size: Size(width: 320, height: 200))
        window.show()
        let sheetStack = NavigationController(rootViewController: LoggingController("form", log: log))
        sheetStack.pushViewController(LoggingController("step", log: log), animated: false)
        list.present(sheetStack, animated: false)
        let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        var cancelled = 0
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
        sheetStack.present(alert, animated: false)
        #expect(window.goBack())
        #expect(cancelled == 1 && window.topViewController === sheetStack)
        #expect(window.goBack())
        #expect(sheetStack.viewControllers.count == 1)
        #expect(window.goBack())
        #expect(window.presentedControllers.isEmpty)
        #expect(window.goBack())
        #expect(navigation.viewControllers.count == 1)
        #expect(!window.goBack())
        window.close()
    }
}
