#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A ``BarButtonItem`` in a header bar: a `GtkButton` showing the item's icon (its system item's,
/// or its image when that names an icon of the theme), with the title as tooltip, or else its
/// title as a label. A `.done` item is the suggested action, the button's sensitivity is the item's
/// `isEnabled`, and a click is the item's ``BarButtonItem/userDidTap()``. The button follows the
/// item's changes.
///
/// A system item UIKit draws as its title (Done, Cancel, Edit, Save) is a label here too, as GNOME
/// header bars write those actions out.
@MainActor
final class BarButton {
    let item: BarButtonItem
    let widget: WidgetPointer
    private var observations: [KeyValueObservation] = []
    private var shown: Shown?

    /// What the button shows, to apply only what changed.
    private struct Shown: Equatable {
        var icon: String?
        var label: String?
        var tooltip: String?
        var suggested: Bool
        var enabled: Bool
    }

    init(item: BarButtonItem) {
        self.item = item
        widget = gtk_button_new()!
        g_object_ref_sink(widget.gobject)
        Signal.connect(widget.object, "clicked") { [weak item] in item?.userDidTap() }
        for key in ["title", "image", "style", "isEnabled", "systemItem"] {
            do {
                observations.append(try item.observe(key, delivery: .mainActor) { [weak self] _, _ in self?.update() })
            } catch {
                assertionFailure("BarButtonItem declares \(key): \(error)")
            }
        }
        update()
    }

    isolated deinit {
        g_object_unref(widget.gobject)
    }

    /// Shows the item as it is now.
    private func update() {
        let icon = Self.iconName(for: item)
        let title = item.title ?? item.systemItem?.title
        let wanted = Shown(icon: icon, label: icon == nil ? item.displayedTitle : nil, tooltip: icon == nil ? nil : title,
                           suggested: item.style == .done, enabled: item.isEnabled)
        guard wanted != shown else { return }
        let button = widget.as(GtkButton.self)
        if let icon {
            if wanted.icon != shown?.icon { gtk_button_set_icon_name(button, icon) }
        } else if let label = wanted.label, label != shown?.label || shown?.icon != nil {
            gtk_button_set_label(button, label)
        }
        if wanted.tooltip != shown?.tooltip { gtk_widget_set_tooltip_text(widget, wanted.tooltip) }
        if wanted.suggested != shown?.suggested {
            if wanted.suggested { gtk_widget_add_css_class(widget, "suggested-action") } else { gtk_widget_remove_css_class(widget, "suggested-action") }
        }
        if wanted.enabled != shown?.enabled { gtk_widget_set_sensitive(widget, wanted.enabled ? 1 : 0) }
        shown = wanted
    }

    /// The icon the button shows for `item`, or `nil` for its title.
    static func iconName(for item: BarButtonItem) -> String? {
        if let system = item.systemItem, !system.isTitled { return system.iconName }
        if let image = item.image, namesIcon(image) { return image }
        return nil
    }

    /// Whether the icon theme of the default display has an icon named `name`.
    static func namesIcon(_ name: String) -> Bool {
        guard !name.isEmpty, let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return false }
        return gtk_icon_theme_has_icon(theme, name) != 0
    }
}
#endif
