#if GTK
@_spi(Testing) import BindingsGTK
import CGtk
import Foundation

/// Real key presses and clicks: `xdotool` gives a window the X server's keyboard focus and types
/// keys or moves the pointer and clicks through XTEST, so they arrive as a user's do, through GTK's
/// whole event handling (the focused widget first, then the window's own controllers).
@MainActor
enum ScenarioInput {
    /// Focuses window `index` of `window`'s windows and presses `keys` (`alt+Left`, `Escape`,
    /// `ctrl+w`) with no other modifier held, then handles events until `condition` holds.
    static func press(_ keys: [String], in window: Window, window index: Int = 0, until condition: () -> Bool) throws {
        let id = window.x11WindowID(window: index)
        guard id != 0 else { throw ScenarioError("window \(index) has no X11 window") }
        try xdotool(["windowfocus", "--sync", String(id), "key", "--clearmodifiers"] + keys)
        guard GTK.iterate(timeout: 5, until: condition) else { throw ScenarioError("\(keys.joined(separator: " ")) changed nothing") }
    }

    /// Presses `keys` in window `index`, then handles the events they make: for keys that should
    /// change nothing.
    static func press(_ keys: [String], in window: Window, window index: Int = 0) throws {
        let id = window.x11WindowID(window: index)
        guard id != 0 else { throw ScenarioError("window \(index) has no X11 window") }
        try xdotool(["windowfocus", "--sync", String(id), "key", "--clearmodifiers"] + keys)
        // The keys reach GTK as X events; a round trip to the server has them queued.
        GTK.iterate(for: 0.2)
    }

    /// Types `text` into the focused widget of window `index` of `window`'s windows, a key per
    /// character, then handles events until `condition` holds.
    static func type(_ text: String, in window: Window, window index: Int = 0, until condition: () -> Bool) throws {
        let id = window.x11WindowID(window: index)
        guard id != 0 else { throw ScenarioError("window \(index) has no X11 window") }
        try xdotool(["windowfocus", "--sync", String(id), "type", "--clearmodifiers", text])
        guard GTK.iterate(timeout: 5, until: condition) else { throw ScenarioError("typing \(text) changed nothing") }
    }

    /// Clicks the middle of `widget`, in window `index` of `window`'s windows, with the first
    /// mouse button, then handles events until `condition` holds.
    static func click(_ widget: WidgetPointer, in window: Window, window index: Int = 0, until condition: () -> Bool) throws {
        let windows = window.gtkWindows
        let id = window.x11WindowID(window: index)
        guard id != 0, windows.indices.contains(index), let native = gtk_widget_get_native(windows[index]) else {
            throw ScenarioError("window \(index) has no X11 window")
        }
        var middle = graphene_point_t(x: Float(gtk_widget_get_width(widget)) / 2, y: Float(gtk_widget_get_height(widget)) / 2)
        var inWindow = graphene_point_t()
        guard gtk_widget_compute_point(widget, windows[index], &middle, &inWindow) != 0 else { throw ScenarioError("the widget is not in the window") }
        // The window widget lies inside its surface, past the frame GTK draws.
        var left = 0.0, top = 0.0
        gtk_native_get_surface_transform(native, &left, &top)
        let x = Int((Double(inWindow.x) + left).rounded()), y = Int((Double(inWindow.y) + top).rounded())
        try xdotool(["windowfocus", "--sync", String(id), "mousemove", "--window", String(id), "--sync", String(x), String(y), "click", "1"])
        guard GTK.iterate(timeout: 5, until: condition) else { throw ScenarioError("the click changed nothing") }
    }

    /// Runs `xdotool` with `arguments` and waits for it (GLib's spawn, which leaves the main loop
    /// alone while it waits).
    private static func xdotool(_ arguments: [String]) throws {
        let argv = (["xdotool"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var status: Int32 = 0
        var error: UnsafeMutablePointer<GError>?
        var copy = argv
        let spawned = g_spawn_sync(nil, &copy, nil, G_SPAWN_SEARCH_PATH, nil, nil, nil, nil, &status, &error)
        if let error {
            let message = String(cString: error.pointee.message)
            g_error_free(error)
            throw ScenarioError("xdotool: \(message)")
        }
        guard spawned != 0, status == 0 else { throw ScenarioError("xdotool \(arguments.joined(separator: " ")) failed (\(status))") }
    }
}

extension Scenario {
    /// Turns GTK's animations on or off (`gtk-enable-animations`): off, a stack shows its new page
    /// at once, so a scenario reads a settled window after each change.
    static func setAnimations(_ enabled: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        g_value_set_boolean(&value, enabled ? 1 : 0)
        g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-enable-animations", &value)
        g_value_unset(&value)
    }

    /// Prints `lines`, each indented.
    static func printIndented(_ lines: [String]) {
        for line in lines { print("  " + line) }
    }
}
#endif
