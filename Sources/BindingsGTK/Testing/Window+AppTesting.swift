#if GTK
import CGtk
import CGtkSupport

// What tests read of the application around a window: its program name as the X server holds
// it, and its Keyboard Shortcuts window.
extension Window {
    /// The `WM_CLASS` of the window's X11 window, as `instance, class`; `nil` when it has none.
    @_spi(Testing) public var wmClass: String? {
        guard let window = gtkWindow else { return nil }
        var instance: UnsafeMutablePointer<CChar>?, className: UnsafeMutablePointer<CChar>?
        guard bindings_x11_wm_class(window, &instance, &className) != 0, let instance, let className else { return nil }
        defer {
            g_free(instance)
            g_free(className)
        }
        return String(cString: instance) + ", " + String(cString: className)
    }

    /// The window's Keyboard Shortcuts window, while it is open.
    @_spi(Testing) public var shortcutsWindow: WidgetPointer? {
        scenes.first.flatMap { $0?.shortcutsWindow }
    }

    /// The Keyboard Shortcuts window's sections, groups and shortcuts, one per line, indented by
    /// depth: `section "shortcuts"`, `  group "General"`, `    "Quit" <Control>q`.
    @_spi(Testing) public func describeShortcutsWindow() -> [String] {
        guard let shortcutsWindow else { return [] }
        var lines: [String] = []
        // The window's search page holds copies of the shortcuts, outside any section.
        func visit(_ widget: WidgetPointer, inSection: Bool) {
            switch typeName(of: widget) {
            case "GtkShortcutsSection":
                lines.append("section " + String(reflecting: ObjectProperty.string(widget.gobject, "section-name") ?? ""))
            case "GtkShortcutsGroup":
                lines.append("  group " + String(reflecting: ObjectProperty.string(widget.gobject, "title") ?? ""))
            case "GtkShortcutsShortcut":
                guard inSection else { return }
                lines.append("    " + String(reflecting: ObjectProperty.string(widget.gobject, "title") ?? "") + " "
                    + (ObjectProperty.string(widget.gobject, "accelerator") ?? ""))
                return
            default:
                break
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current, inSection: inSection || typeName(of: widget) == "GtkShortcutsSection")
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(shortcutsWindow, inSection: false)
        return lines
    }
}
#endif
