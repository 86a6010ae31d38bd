#if GTK
import BindingsGTK
import CGtk

/// The anchor: the pharmacy screen written by hand against GTK's C API, without the kit or the
/// backend, as a GTK developer would write it: a window with the same header, search field and key
/// line around a GtkScrolledWindow with a GtkListView over a model of the rows' count, whose
/// GtkSignalListItemFactory builds a ``HandWrittenRow`` in `setup` and sets its labels from the row
/// dictionary in `bind`; `unbind` does nothing, as hand-written code does.
@MainActor
final class HandWrittenVariant: ScrollVariant {
    let name = "hand-written"
    let window: UnsafeMutablePointer<GtkWidget>
    let scrolledWindow: UnsafeMutablePointer<GtkWidget>
    private let pharmacies: [[String: Any]]
    /// The searchable, sortable rows, for the `edits` mode; without them the list shows
    /// ``pharmacies`` as they are, by position.
    private let edits: HandWrittenEdits?
    /// The search field.
    private let search: UnsafeMutablePointer<GtkWidget>
    private(set) var rowsMade = 0
    private(set) var rowsFreed = 0
    private(set) var rowsBound = 0

    /// The same fonts and colours as the kit's styles in the markup (`System-Bold 16`, `#808080`…).
    private static let css = """
        .pharmacy-title, .pharmacy-name { font-family: sans-serif; font-size: 16px; font-weight: bold; }
        .pharmacy-order, .pharmacy-distance { font-family: sans-serif; font-size: 14px; color: #808080; }
        .pharmacy-search { font-family: sans-serif; font-size: 16px; }
        .pharmacy-address { font-family: sans-serif; font-size: 14px; }
        .pharmacy-contact { font-family: sans-serif; font-size: 12px; }
        .pharmacy-keys { font-family: sans-serif; font-size: 12px; color: #808080; }
        """

    /// A window of `width` × `height` listing `pharmacies`, already sorted and numbered, or, with
    /// `edits`, the rows it filters and sorts.
    init(pharmacies: [[String: Any]], width: Int32, height: Int32, edits: HandWrittenEdits? = nil) {
        self.pharmacies = pharmacies
        self.edits = edits
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, Self.css, -1)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider),
                                                   guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))

        window = gtk_window_new()
        g_object_ref_sink(window.gobject)
        gtk_window_set_title(window.as(GtkWindow.self), "Pharmacies")
        gtk_window_set_default_size(window.as(GtkWindow.self), width, height)

        let screen = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        // The HIG's 12-pixel margins around the content, as the backend insets a screen.
        gtk_widget_set_margin_top(screen, 12)
        gtk_widget_set_margin_bottom(screen, 12)
        gtk_widget_set_margin_start(screen, 12)
        gtk_widget_set_margin_end(screen, 12)
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_box_append(header.as(GtkBox.self), Self.label("\(pharmacies.count) pharmacies", style: "pharmacy-title", expands: true))
        gtk_box_append(header.as(GtkBox.self), Self.label("by distance", style: "pharmacy-order"))
        gtk_box_append(screen.as(GtkBox.self), header)
        search = gtk_entry_new()
        gtk_entry_set_placeholder_text(search.as(GtkEntry.self), "Search")
        gtk_widget_add_css_class(search, "pharmacy-search")
        gtk_box_append(screen.as(GtkBox.self), search)

        scrolledWindow = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(scrolledWindow.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scrolledWindow, 1)
        gtk_box_append(screen.as(GtkBox.self), scrolledWindow)
        gtk_box_append(screen.as(GtkBox.self), Self.label("type to search  / search  Esc list  s sort  q quit", style: "pharmacy-keys"))
        gtk_window_set_child(window.as(GtkWindow.self), screen)

        let model = edits?.sortModel ?? g_list_store_new(gtk_string_object_get_type())!
        let factory = gtk_signal_list_item_factory_new()!
        // GNOME's list look, as the backend's: a single selection and separators between rows.
        let list = gtk_list_view_new(gtk_single_selection_new(model), factory)!
        gtk_list_view_set_show_separators(list.opaque, 1)
        gtk_scrolled_window_set_child(scrolledWindow.opaque, list)
        connect(factory)
        if let edits {
            // Each change of the text filters at once, as the backend's search bar does.
            let changed: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { entry, _, data in
                guard let entry, let data else { return }
                let text = String(cString: gtk_editable_get_text(OpaquePointer(entry)))
                MainActor.assumeIsolated { Unmanaged<HandWrittenEdits>.fromOpaque(data).takeUnretainedValue().search(text) }
            }
            g_signal_connect_data(UnsafeMutableRawPointer(search), "notify::text", unsafeBitCast(changed, to: GCallback.self),
                                  Unmanaged.passUnretained(edits).toOpaque(), nil, GConnectFlags(rawValue: 0))
        } else {
            Self.fill(model, count: pharmacies.count)
        }
    }

    // MARK: The factory

    private func connect(_ factory: OpaquePointer) {
        let this = Unmanaged.passUnretained(self).toOpaque()
        let setup: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, data in
            guard let item, let data else { return }
            MainActor.assumeIsolated {
                let list = Unmanaged<HandWrittenVariant>.fromOpaque(data).takeUnretainedValue()
                let row = HandWrittenRow()
                list.rowsMade += 1
                gtk_list_item_set_child(OpaquePointer(item), row.box)
                // The list item keeps the row's widgets object and releases it when it goes.
                g_object_set_data_full(item.assumingMemoryBound(to: GObject.self), "row", Unmanaged.passRetained(row).toOpaque()) { row in
                    guard let row else { return }
                    Unmanaged<AnyObject>.fromOpaque(row).release()
                }
            }
        }
        let bind: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, data in
            guard let item, let data, let row = g_object_get_data(item.assumingMemoryBound(to: GObject.self), "row") else { return }
            MainActor.assumeIsolated {
                let list = Unmanaged<HandWrittenVariant>.fromOpaque(data).takeUnretainedValue()
                list.rowsBound += 1
                let position = Int(gtk_list_item_get_position(OpaquePointer(item)))
                Unmanaged<HandWrittenRow>.fromOpaque(row).takeUnretainedValue().show(list.edits?.row(at: position) ?? list.pharmacies[position])
            }
        }
        let teardown: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<HandWrittenVariant>.fromOpaque(data).takeUnretainedValue().rowsFreed += 1 }
        }
        // The variant outlives its window (the benchmark keeps both until it exits).
        for (signal, handler) in [("setup", setup), ("bind", bind), ("teardown", teardown)] {
            g_signal_connect_data(UnsafeMutableRawPointer(factory), signal, unsafeBitCast(handler, to: GCallback.self), this, nil,
                                  GConnectFlags(rawValue: 0))
        }
    }

    /// Fills `model` with `count` items in one splice; the list reads each row by its position.
    private static func fill(_ model: OpaquePointer, count: Int) {
        var items = (0..<count).map { _ in gpointer(gtk_string_object_new("")) }
        items.withUnsafeMutableBufferPointer { buffer in
            g_list_store_splice(model, 0, 0, buffer.baseAddress, guint(count))
        }
        for item in items { g_object_unref(item?.assumingMemoryBound(to: GObject.self)) }
    }

    private static func label(_ text: String, style: String, expands: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.opaque, 0)
        gtk_label_set_yalign(label.opaque, 0)
        gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
        gtk_widget_set_hexpand(label, expands ? 1 : 0)
        gtk_widget_set_valign(label, GTK_ALIGN_BASELINE)
        gtk_widget_add_css_class(label, style)
        return label
    }
}

// Typing goes to the entry, which filters the rows; the list has settled when GTK's models have
// no filtering or sorting pending.
extension HandWrittenVariant: EditableVariant {
    func type(_ text: String) {
        gtk_editable_set_text(OpaquePointer(search), text)
    }

    func sort(byName: Bool) {
        edits?.sort(byName: byName)
    }

    var settledRowCount: Int? {
        edits?.settledRowCount
    }

    var firstName: String? {
        edits?.row(at: 0)["name"] as? String
    }
}
#endif
