#if GTK
import CGtk
import Foundation

/// The process's `AdwApplication`: it loads libadwaita's GNOME style sheet, owns every window as a
/// `GtkApplicationWindow`, and maps the app's keys to actions (Ctrl+Q quits, Ctrl+W closes the
/// focused window, Ctrl+? lists the keys).
///
/// The application is non-unique: each run of a program is its own instance with its own
/// command line, as the examples' options need, rather than a second launch activating the first.
/// It registers on the session bus when there is one; without one (under Xvfb) GApplication runs
/// it locally, which is all a non-unique application needs.
@MainActor
enum AppShell {
    /// The application, once ``start(applicationID:)`` registered it.
    private(set) static var application: UnsafeMutablePointer<GtkApplication>?

    /// The accelerators of the backend's own actions, in GTK's syntax.
    static let accelerators: [(action: String, keys: [String])] = [
        ("app.quit", ["<Control>q"]),
        ("window.close", ["<Control>w"]),
        ("win.show-shortcuts", ["<Control>question"]),
        ("win.search", ["<Control>f"]),
    ]

    /// Names the program (before GTK opens the display, so X11 windows get it as their
    /// `WM_CLASS`, and GLib's messages name it): the application ID when there is one, as a desktop
    /// matches a window to the launcher of that ID, else the executable's name.
    static func nameProgram(applicationID: String?) {
        let executable = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        g_set_prgname(applicationID ?? (executable.isEmpty ? "bindings-gtk" : executable))
    }

    /// Makes and registers the application, after GTK opened the display.
    static func start(applicationID: String?) throws(GTKError) {
        guard let made = adw_application_new(applicationID, G_APPLICATION_NON_UNIQUE) else {
            throw .registrationFailed("libadwaita made no application")
        }
        let object = UnsafeMutableRawPointer(made)
        let app = object.assumingMemoryBound(to: GtkApplication.self)
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(object.assumingMemoryBound(to: GApplication.self), nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            g_object_unref(object)
            throw .registrationFailed(message)
        }
        application = app
        addAction(named: "quit", to: object) { GTK.quit() }
        for (action, keys) in accelerators {
            let strings = keys.map { strdup($0) } + [nil]
            defer { strings.forEach { free($0) } }
            strings.map { UnsafePointer($0) }.withUnsafeBufferPointer { buffer in
                gtk_application_set_accels_for_action(app, action, buffer.baseAddress)
            }
        }
    }

    /// A new window of the application (a plain `GtkWindow` before ``start(applicationID:)``).
    static func makeWindow() -> WidgetPointer {
        guard let application, let window = gtk_application_window_new(application) else {
            // Only a window made before GTK.start() lands here; GTK itself then refuses it.
            return gtk_window_new()
        }
        return window
    }

    /// Adds an action `name` to `map` (the application, or an application window) that calls `handler`.
    static func addAction(named name: String, to map: UnsafeMutableRawPointer, _ handler: @escaping @MainActor () -> Void) {
        guard let action = g_simple_action_new(name, nil) else { return }
        Signal.connect(UnsafeMutableRawPointer(action), "activate", pointer: { _ in handler() })
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}
#endif
