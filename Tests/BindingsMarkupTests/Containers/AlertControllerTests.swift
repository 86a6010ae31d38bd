import BindingsMarkup
import BindingsTestSupport
import Testing

/// UIKit's alerts: an action's handler runs after the alert is gone, Escape is the cancel action,
/// text fields are read in handlers, and the text picture shows the box over the screen.
@MainActor @Suite(.checksLiveObjects) struct AlertControllerTests {
    @Test func choosingAnActionDismissesTheAlertThenRunsItsHandler() {
        let log = AppearanceLog()
        let root = LoggingController("root", log: log)
        let window = HeadlessWindow(rootViewController: root, size: Size(width: 320, height: 200))
        window.show()
        let alert = AlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak alert] action in
            log.entries.append("\(action.title ?? "") presented=\(alert?.presentingViewController != nil)")
        })
        root.present(alert, animated: true)
        log.entries.removeAll()
        alert.userDidChoose(alert.actions[1])
        #expect(log.entries == ["Delete presented=false"])
        #expect(window.presentedControllers.isEmpty)
        window.close()
    }

    @Test func escapeIsTheCancelActionAndAnAlertWithoutOneWaits() {
        let window = HeadlessWindow(rootViewController: ViewController(), size: Size(width: 320, height: 200))
        window.show()
        var chosen: [String] = []
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK") { chosen.append($0.title ?? "") })
        window.rootViewController.present(alert, animated: false)
        #expect(!window.goBack())
        #expect(window.topViewController === alert)
        alert.userDidChoose(alert.actions[0])

        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "By name") { chosen.append($0.title ?? "") })
        window.rootViewController.present(sheet, animated: false)
        #expect(window.goBack())
        #expect(window.presentedControllers.isEmpty)
        #expect(chosen == ["OK"])
        window.close()
    }

    @Test func aSecondCancelActionIsADefaultOneAndDisabledOrForeignActionsDoNothing() {
        let alert = AlertController(title: "Choose", message: nil, preferredStyle: .alert)
        var chosen: [String] = []
        alert.addAction(AlertAction(title: "No", style: .cancel) { chosen.append($0.title ?? "") })
        alert.addAction(AlertAction(title: "Never", style: .cancel) { chosen.append($0.title ?? "") })
        #expect(alert.actions.map(\.style) == [.cancel, .default])
        alert.actions[1].isEnabled = false
        alert.userDidChoose(alert.actions[1])
        alert.userDidChoose(AlertAction(title: "Stranger"))
        alert.preferredAction = AlertAction(title: "Stranger")
        #expect(alert.preferredAction == nil)
        #expect(chosen.isEmpty)
        #expect(alert.actionsInDisplayOrder.map(\.title) == ["No", "Never"])
    }

    @Test func handlersReadTheTextFields() {
        let window = HeadlessWindow(rootViewController: ViewController(), size: Size(width: 320, height: 200))
        window.show()
        let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        var saved: String?
        alert.addAction(AlertAction(title: "Save") { [weak alert] _ in saved = alert?.textFields.first?.text })
        window.rootViewController.present(alert, animated: false)
        alert.textFields[0].userDidEdit("Walgreens")
        alert.userDidChoose(alert.actions[0])
        #expect(saved == "Walgreens")
        window.close()
    }

    @Test func theWindowDrawsAnAlertBoxedOverTheScreenAndAnActionSheetAlongTheBottom() {
        let screen = ViewController()
        let window = HeadlessWindow(rootViewController: NavigationController(rootViewController: screen), size: Size(width: 400, height: 200))
        screen.title = "Order"
        window.show()
        let alert = AlertController(title: "Missing fields", message: "Please enter your name and telephone number.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        alert.addAction(AlertAction(title: "Submit anyway"))
        alert.preferredAction = alert.actions[1]
        screen.present(alert, animated: false)
        #expect(window.renderText() == """
                                  Order
            ────┌────────────────────────────────────────┐────
                │             Missing fields             │
                │  Please enter your name and telephone  │
                │                number.                 │
                │                                        │
                │      [ OK ]  [▸Submit anyway ]         │
                └────────────────────────────────────────┘


            """)
        alert.userDidCancel()
        let sheet = AlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        for title in ["Distance", "Name"] { sheet.addAction(AlertAction(title: title)) }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        screen.present(sheet, animated: false)
        #expect(window.renderText() == """
                                  Order
            ──────────────────────────────────────────────────

            ┌────────────────────────────────────────────────┐
            │                    Sort by                     │
            │                                                │
            │                  [ Distance ]                  │
            │                    [ Name ]                    │
            │                   [ Cancel ]                   │
            └────────────────────────────────────────────────┘
            """)
        window.close()
    }
}
