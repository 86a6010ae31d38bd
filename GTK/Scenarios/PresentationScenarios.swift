#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk

/// Presented controllers in real windows: a sheet opens in a modal window transient for the
/// window under it, with its own header bar and back button; it is dismissed by its own action,
/// by Escape once nothing in it goes back, by Ctrl+W and by closing its window; presentations
/// stack, and a full-screen one hides its presenter.
@MainActor
enum PresentationScenarios {
    static func run(_ arguments: [String]) throws {
        Scenario.setAnimations(false)
        let baseline = LiveObjects()
        try present()
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func present() throws {
        let log = ScreenLog()
        let notes = LoggedScreen("notes", log: log, title: "Notes")
        let navigation = NavigationController(rootViewController: notes)
        let window = Window(title: "Notes app", controller: navigation, width: 480, height: 400)
        window.present()
        try Scenario.settle(window)
        _ = log.take()

        // A sheet: a navigation controller of its own, with Cancel and Send.
        var sheet = composer(log: log)
        notes.present(sheet, animated: true) { log.entries.append("presented") }
        try Scenario.settle(window)
        show("presented a sheet", window, log)
        (sheet.topViewController as? LoggedScreen)?.navigationController?.pushViewController(LoggedScreen("recipients", log: log, title: "To"),
                                                                                           animated: true)
        try Scenario.settle(window)
        show("pushed in the sheet", window, log)
        try ScenarioInput.press(["Escape"], in: window, window: 1) { sheet.viewControllers.count == 1 }
        try Scenario.settle(window)
        show("Escape pops the sheet's stack", window, log)
        try ScenarioInput.press(["Escape"], in: window, window: 1) { window.gtkWindows.count == 1 }
        try Scenario.settle(window)
        show("Escape again dismisses it", window, log)

        sheet = composer(log: log)
        notes.present(sheet, animated: true)
        try Scenario.settle(window)
        _ = log.take()
        try NavigationScenarios.click(headerButton: "Cancel", in: window, window: 1) { window.gtkWindows.count == 1 }
        show("its Cancel button dismisses it", window, log)

        sheet = composer(log: log)
        notes.present(sheet, animated: true)
        try Scenario.settle(window)
        _ = log.take()
        try ScenarioInput.press(["ctrl+w"], in: window, window: 1) { window.gtkWindows.count == 1 }
        show("Ctrl+W dismisses it", window, log)

        sheet = composer(log: log)
        notes.present(sheet, animated: true)
        try Scenario.settle(window)
        _ = log.take()
        gtk_window_close(window.gtkWindows[1].as(GtkWindow.self))
        GTK.iterate(timeout: 2) { window.gtkWindows.count == 1 }
        show("closing its window dismisses it", window, log)

        // Presentations stack: a form sheet over the sheet; dismissing the root's dismisses both.
        sheet = composer(log: log)
        notes.present(sheet, animated: true)
        let form = LoggedScreen("attachment", log: log, title: "Attachment")
        form.modalPresentationStyle = .formSheet
        sheet.present(form, animated: true)
        try Scenario.settle(window)
        show("a form sheet over the sheet", window, log)
        notes.dismiss(animated: true) { log.entries.append("dismissed") }
        try Scenario.settle(window)
        show("the root dismissed both", window, log)

        let cover = LoggedScreen("cover", log: log, title: "Cover")
        cover.modalPresentationStyle = .fullScreen
        notes.present(cover, animated: false)
        try Scenario.settle(window)
        show("a full-screen controller hides the notes", window, log)
        cover.dismiss(animated: false)
        try Scenario.settle(window)
        show("dismissed", window, log)

        // Closing the window closes the sheet over it: both disappear, the sheet first.
        notes.present(composer(log: log), animated: true)
        try Scenario.settle(window)
        _ = log.take()
        window.close()
        GTK.iterate(for: 0.1)
        show("closed the window with a sheet open", window, log)
    }

    /// A navigation controller whose screen has Cancel (dismissing it) and Send.
    private static func composer(log: ScreenLog) -> NavigationController {
        let compose = LoggedScreen("compose", log: log, title: "New note")
        compose.navigationItem.leftBarButtonItems = [BarButtonItem(barButtonSystemItem: .cancel) { [weak compose] _ in
            compose?.dismiss(animated: true)
        }]
        compose.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Send", style: .done)]
        return NavigationController(rootViewController: compose)
    }

    /// Prints each window presented over the root (its standing, header bar and screen) and what
    /// was logged since the last time.
    private static func show(_ title: String, _ window: Window, _ log: ScreenLog) {
        print(title + " (windows: \(window.gtkWindows.count))")
        for index in window.gtkWindows.indices.dropFirst() {
            print("  window \(index): " + window.describeToplevel(window: index))
            Scenario.printIndented((window.describeHeaderBar(window: index) + window.describeContent(window: index)).map { "  " + $0 })
        }
        let entries = log.take()
        if !entries.isEmpty { print("  log: " + entries.joined(separator: ", ")) }
    }
}
#endif
