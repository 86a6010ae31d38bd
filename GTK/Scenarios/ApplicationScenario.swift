#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

/// The program as a GNOME application: its ID and program name (the X server's `WM_CLASS` of its
/// windows), Ctrl+W closing the focused one of two windows, Ctrl+? showing the Keyboard
/// Shortcuts window with the app's own key, and Ctrl+Q closing every window in turn.
@MainActor
enum ApplicationScenario {
    static func run(_ arguments: [String]) throws {
        Scenario.setAnimations(false)
        let baseline = LiveObjects()
        try app()
        GTK.iterate(for: 0.2)
        print("after quitting: \(LiveObjects().difference(from: baseline))")
    }

    private static func app() throws {
        guard let application = g_application_get_default() else { throw ScenarioError("no application") }
        print("application ID: " + (g_application_get_application_id(application).map { String(cString: $0) } ?? "none"))
        print("program name: " + (g_get_prgname().map { String(cString: $0) } ?? "none"))
        for id in ["Pharmacies", "io.github.bindings.Pharmacy Cells", "io..bindings"] {
            do {
                try GTK.start(applicationID: id)
                print("started again with \(id)")
            } catch {
                print("start(applicationID: \(String(reflecting: id))): \(error)")
            }
        }
        let log = ScreenLog()
        let first = Window(title: "First", controller: LoggedScreen("first", log: log), width: 300, height: 200)
        let second = Window(title: "Second", controller: LoggedScreen("second", log: log), width: 300, height: 200)
        first.present()
        second.present()
        try Scenario.settle(first)
        try Scenario.settle(second)
        print("WM_CLASS: " + (first.wmClass ?? "none"))
        print("application windows: \(applicationWindowCount())")
        _ = log.take()

        try ScenarioInput.press(["ctrl+w"], in: second) { !second.isOpen }
        print("Ctrl+W in the second: first open \(first.isOpen), second open \(second.isOpen); \(log.take())")

        for accelerator in ["<Bogus>s", "", "<Control>"] {
            do {
                try first.addShortcut("Nothing", accelerator: accelerator, group: "List") { true }
                print("added \(accelerator)")
            } catch {
                print("addShortcut(accelerator: \(String(reflecting: accelerator))): \(error)")
            }
        }
        var sorted = 0
        try first.addShortcut("Sort <by> “Name” & Co", accelerator: "<Control>2", group: "List") {
            sorted += 1
            return true
        }
        try ScenarioInput.press(["ctrl+2"], in: first) { sorted == 1 }
        print("Ctrl+2: the app's shortcut ran \(sorted) time")
        try ScenarioInput.press(["ctrl+question"], in: first) { first.shortcutsWindow.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        print("Ctrl+?:")
        Scenario.printIndented(first.describeShortcutsWindow())
        guard let shortcuts = first.shortcutsWindow else { throw ScenarioError("no shortcuts window") }
        gtk_window_close(shortcuts.as(GtkWindow.self))
        GTK.iterate(timeout: 5) { first.shortcutsWindow == nil }
        let third = Window(title: "Third", controller: LoggedScreen("third", log: log), width: 300, height: 200)
        third.present()
        try Scenario.settle(third)
        _ = log.take()
        try ScenarioInput.press(["ctrl+q"], in: first) { !first.isOpen && !third.isOpen }
        print("Ctrl+Q: \(log.take())")
        print("application windows: \(applicationWindowCount())")
    }

    private static func applicationWindowCount() -> Int {
        guard let application = g_application_get_default() else { return 0 }
        let app = UnsafeMutableRawPointer(application).assumingMemoryBound(to: GtkApplication.self)
        return Int(g_list_length(gtk_application_get_windows(app)))
    }
}
#endif
