#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk

/// Alerts in real message dialogs: the title, the message and a button per action in the alert's
/// order, with their classes and sensitivity; a real click on a button, Enter and Escape choose,
/// each handler running once the dialog is gone; a text field's typed text reaches the handler;
/// an alert without a cancel action ignores Escape; an action sheet stacks its buttons.
@MainActor
enum AlertScenarios {
    static func run(_ arguments: [String]) throws {
        Scenario.setAnimations(false)
        let baseline = LiveObjects()
        try alerts()
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func alerts() throws {
        let log = ScreenLog()
        let screen = LoggedScreen("notes", log: log, title: "Notes")
        let window = Window(title: "Notes app", controller: NavigationController(rootViewController: screen), width: 480, height: 400)
        window.present()
        try Scenario.settle(window)
        _ = log.take()
        // Each handler says how many windows were open when it ran: the dialog is gone by then.
        let handler: @MainActor @Sendable (AlertAction) -> Void = { action in log.entries.append("\(action.title ?? "") chosen, windows: \(window.gtkWindows.count)") }

        let delete = AlertController(title: "Delete the note?", message: "It cannot be restored.", preferredStyle: .alert)
        delete.addAction(AlertAction(title: "Keep", style: .cancel, handler: handler))
        delete.addAction(AlertAction(title: "Delete", style: .destructive, handler: handler))
        let archive = AlertAction(title: "Archive", handler: handler)
        delete.addAction(archive)
        delete.preferredAction = archive
        let later = AlertAction(title: "Later", handler: handler)
        later.isEnabled = false
        delete.addAction(later)
        screen.present(delete, animated: true)
        try show("three choices and a cancel", window, log)
        later.isEnabled = true
        try show("Later enabled", window, log)
        try ScenarioInput.click(window.dialogWidgets(window: 1).buttons[0], in: window, window: 1) { window.gtkWindows.count == 1 }
        try show("clicked Delete", window, log)

        let confirm = AlertController(title: "Archive the note?", message: nil, preferredStyle: .alert)
        confirm.addAction(AlertAction(title: "Cancel", style: .cancel, handler: handler))
        let ok = AlertAction(title: "Archive", handler: handler)
        confirm.addAction(ok)
        confirm.preferredAction = ok
        screen.present(confirm, animated: true)
        try show("two choices", window, log)
        try ScenarioInput.press(["Escape"], in: window, window: 1) { window.gtkWindows.count == 1 }
        try show("Escape", window, log)
        screen.present(confirm, animated: true)
        try Scenario.settle(window)
        try ScenarioInput.press(["Return"], in: window, window: 1) { window.gtkWindows.count == 1 }
        try show("presented again, Enter", window, log)

        let rename = AlertController(title: "Rename", message: "A new name for the note.", preferredStyle: .alert)
        rename.addTextField { $0.placeholder = "Name" }
        rename.addAction(AlertAction(title: "Rename") { [weak rename] action in
            log.entries.append("\(action.title ?? "") chosen with \(String(reflecting: rename?.textFields.first?.text ?? "")), windows: \(window.gtkWindows.count)")
        })
        screen.present(rename, animated: true)
        try show("a text field, no cancel action", window, log)
        try ScenarioInput.press(["Escape"], in: window, window: 1)
        try show("Escape leaves it open", window, log)
        let entry = window.dialogWidgets(window: 1).entries[0]
        gtk_widget_grab_focus(entry)
        try ScenarioInput.type("Groceries", in: window, window: 1) { rename.textFields.first?.text == "Groceries" }
        try show("typed", window, log)
        try ScenarioInput.click(window.dialogWidgets(window: 1).buttons[0], in: window, window: 1) { window.gtkWindows.count == 1 }
        try show("clicked Rename", window, log)

        let sort = AlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        sort.addAction(AlertAction(title: "Date", handler: handler))
        sort.addAction(AlertAction(title: "Title", handler: handler))
        screen.present(sort, animated: true)
        try show("an action sheet without a cancel action", window, log)
        try ScenarioInput.press(["Escape"], in: window, window: 1) { window.gtkWindows.count == 1 }
        try show("Escape dismisses it", window, log)
        window.close()
    }

    /// Prints the dialog over the window, if any, and what was logged since the last time.
    private static func show(_ title: String, _ window: Window, _ log: ScreenLog) throws {
        try Scenario.settle(window)
        print(title + " (windows: \(window.gtkWindows.count))")
        if window.gtkWindows.count > 1 {
            print("  window 1: " + window.describeToplevel(window: 1))
            Scenario.printIndented(window.describeDialog(window: 1).map { "  " + $0 })
        }
        let entries = log.take()
        if !entries.isEmpty { print("  log: " + entries.joined(separator: ", ")) }
    }
}
#endif
