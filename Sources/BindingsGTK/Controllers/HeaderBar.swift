#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A window's `GtkHeaderBar`, as a GNOME app's: the title of the screen shown (or a tab switcher
/// in its place), a back button and the screen's leading bar button items at the start, its
/// trailing items at the end, the window's own buttons after the leading items.
@MainActor
final class HeaderBar {
    /// What the bar shows.
    struct Content {
        /// The title, shown when there is no switcher.
        var title = ""
        /// The back button's tooltip, or `nil` for no back button.
        var back: String?
        /// The items after the back button, leading first.
        var leading: [BarButtonItem] = []
        /// The items at the end, trailing first (UIKit's order of right items).
        var trailing: [BarButtonItem] = []
        /// A tab switcher shown in the title's place, or `nil`.
        var switcher: WidgetPointer?
    }

    let widget: WidgetPointer
    let titleLabel: WidgetPointer
    let backButton: WidgetPointer
    let startBox: WidgetPointer
    let endBox: WidgetPointer
    private var leading: [BarButton] = []
    private var trailing: [BarButton] = []
    private var switcher: WidgetPointer?
    /// Called when the back button is clicked.
    var backAction: (@MainActor () -> Void)?

    init() {
        widget = gtk_header_bar_new()!
        g_object_ref_sink(widget.gobject)
        // The label GtkHeaderBar makes for a window's title, kept while a switcher takes its place.
        titleLabel = gtk_label_new(nil)!
        g_object_ref_sink(titleLabel.gobject)
        gtk_widget_add_css_class(titleLabel, "title")
        gtk_label_set_single_line_mode(titleLabel.opaque, 1)
        gtk_label_set_ellipsize(titleLabel.opaque, PANGO_ELLIPSIZE_END)
        gtk_label_set_width_chars(titleLabel.opaque, 5)
        gtk_header_bar_set_title_widget(widget.opaque, titleLabel)
        startBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        endBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_header_bar_pack_start(widget.opaque, startBox)
        gtk_header_bar_pack_end(widget.opaque, endBox)
        backButton = gtk_button_new_from_icon_name("go-previous-symbolic")!
        gtk_widget_set_visible(backButton, 0)
        gtk_box_append(startBox.as(GtkBox.self), backButton)
        Signal.connect(backButton.object, "clicked") { [weak self] in self?.backAction?() }
    }

    isolated deinit {
        g_object_unref(titleLabel.gobject)
        g_object_unref(widget.gobject)
    }

    /// Shows `content`, changing only what differs from what the bar shows.
    func show(_ content: Content) {
        if content.switcher != switcher {
            switcher = content.switcher
            gtk_header_bar_set_title_widget(widget.opaque, content.switcher ?? titleLabel)
        }
        if String(cString: gtk_label_get_label(titleLabel.opaque)) != content.title { gtk_label_set_label(titleLabel.opaque, content.title) }
        let showsBack = content.back != nil
        if (gtk_widget_get_visible(backButton) != 0) != showsBack { gtk_widget_set_visible(backButton, showsBack ? 1 : 0) }
        if let back = content.back, tooltip(of: backButton) != back { gtk_widget_set_tooltip_text(backButton, back) }
        if !Self.same(leading, content.leading) {
            for button in leading { gtk_box_remove(startBox.as(GtkBox.self), button.widget) }
            leading = content.leading.map(BarButton.init)
            var previous = backButton
            for button in leading {
                gtk_box_insert_child_after(startBox.as(GtkBox.self), button.widget, previous)
                previous = button.widget
            }
        }
        if !Self.same(trailing, content.trailing) {
            for button in trailing { gtk_box_remove(endBox.as(GtkBox.self), button.widget) }
            trailing = content.trailing.map(BarButton.init)
            // The first item is the trailing one: the box lays its children out from the start.
            for button in trailing.reversed() { gtk_box_append(endBox.as(GtkBox.self), button.widget) }
        }
    }

    /// Adds a button titled `title` after the leading items; clicking it calls `action`.
    func addButton(_ title: String, action: @escaping @MainActor () -> Void) {
        let button = gtk_button_new_with_label(title)!
        Signal.connect(button.object, "clicked", action)
        gtk_box_append(startBox.as(GtkBox.self), button)
    }

    private func tooltip(of widget: WidgetPointer) -> String? {
        guard let text = gtk_widget_get_tooltip_text(widget) else { return nil }
        return String(cString: text)
    }

    private static func same(_ buttons: [BarButton], _ items: [BarButtonItem]) -> Bool {
        buttons.map { ObjectIdentifier($0.item) } == items.map(ObjectIdentifier.init)
    }
}
#endif
