#if GTK
import CGtk

/// The Keyboard Shortcuts window (Ctrl+?) of a window: a `GtkShortcutsWindow` listing the
/// backend's keys and the app's, by group.
///
/// GTK 4.8 cannot add sections, groups or shortcuts to a shortcuts window in code, so the window
/// is built from GtkBuilder XML made here, every text escaped.
@MainActor
enum ShortcutsWindow {
    /// A listed key: its title and accelerator.
    struct Entry: Equatable {
        let title: String
        let accelerator: String
    }

    /// The groups of a window's shortcuts window: the backend's keys (Search only where the window
    /// has a search field), then the app's `declared` shortcuts by group, in the order declared.
    static func groups(hasSearch: Bool, declared: [KeyboardShortcut]) -> [(title: String, entries: [Entry])] {
        var groups: [(title: String, entries: [Entry])] = [
            ("General", [Entry(title: "Keyboard Shortcuts", accelerator: "<Control>question"),
                         Entry(title: "Close Window", accelerator: "<Control>w"),
                         Entry(title: "Quit", accelerator: "<Control>q")]),
            ("Navigation", [Entry(title: "Back", accelerator: "<Alt>Left")]
                + (hasSearch ? [Entry(title: "Search", accelerator: "<Control>f")] : [])),
        ]
        for shortcut in declared {
            let entry = Entry(title: shortcut.title, accelerator: shortcut.accelerator)
            if let index = groups.firstIndex(where: { $0.title == shortcut.group }) {
                groups[index].entries.append(entry)
            } else {
                groups.append((shortcut.group, [entry]))
            }
        }
        return groups
    }

    /// The GtkBuilder XML of a shortcuts window with one section of `groups`.
    static func xml(groups: [(title: String, entries: [Entry])]) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<interface>",
            #"  <object class="GtkShortcutsWindow" id="window">"#,
            #"    <property name="modal">1</property>"#,
            "    <child>",
            #"      <object class="GtkShortcutsSection">"#,
            #"        <property name="section-name">shortcuts</property>"#,
            #"        <property name="max-height">12</property>"#,
        ]
        for group in groups {
            lines += ["        <child>", #"          <object class="GtkShortcutsGroup">"#,
                      #"            <property name="title">\#(escape(group.title))</property>"#]
            for entry in group.entries {
                lines += ["            <child>", #"              <object class="GtkShortcutsShortcut">"#,
                          #"                <property name="title">\#(escape(entry.title))</property>"#,
                          #"                <property name="accelerator">\#(escape(entry.accelerator))</property>"#,
                          "              </object>", "            </child>"]
            }
            lines += ["          </object>", "        </child>"]
        }
        lines += ["      </object>", "    </child>", "  </object>", "</interface>", ""]
        return lines.joined(separator: "\n")
    }

    /// Text as XML character data: `<`, `>`, `&` and quotes escaped.
    static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Makes the shortcuts window of `groups`, transient for `parent` and destroyed with it;
    /// `nil` if GTK refuses the XML.
    static func make(groups: [(title: String, entries: [Entry])], over parent: WidgetPointer) -> WidgetPointer? {
        guard let builder = gtk_builder_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml(groups: groups), -1, &error) != 0,
              let object = gtk_builder_get_object(builder, "window") else {
            // Every text is escaped and every accelerator was parsed: GTK refusing the XML is a bug here.
            assertionFailure("the shortcuts window's XML: " + (error.map { String(cString: $0.pointee.message) } ?? "no window"))
            if let error { g_error_free(error) }
            return nil
        }
        let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        gtk_window_set_transient_for(window.as(GtkWindow.self), parent.as(GtkWindow.self))
        gtk_window_set_destroy_with_parent(window.as(GtkWindow.self), 1)
        // A window of the application, so that its keys (Ctrl+W, Ctrl+Q) work in it too.
        gtk_window_set_application(window.as(GtkWindow.self), gtk_window_get_application(parent.as(GtkWindow.self)))
        return window
    }
}
#endif
