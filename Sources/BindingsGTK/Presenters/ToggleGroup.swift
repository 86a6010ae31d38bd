#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A row of linked, grouped `GtkToggleButton`s in a `GtkBox` of CSS class `linked`, at most one of
/// them active: a segmented control's segments and a tab bar's items.
///
/// The presenter gives the titles and the active index; ``onSelect`` hears the user activating a
/// button (GTK toggles the one active before off, which is not a selection, and a click on the
/// active one does nothing), never a change the group makes itself.
@MainActor
final class ToggleGroup {
    /// The box, the presenter's widget.
    let box: WidgetPointer
    /// Called with the index of the button the user activated.
    var onSelect: (@MainActor (Int) -> Void)?
    private var buttons: [WidgetPointer] = []
    private var shownTitles: [String]?
    private var shownSelection: Int??
    /// Set while the group changes its buttons itself, which is no act of the user.
    private var isApplying = false

    init() {
        box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_add_css_class(box, "linked")
    }

    /// Shows a button titled by each of `titles`, and `selected` (or none) active.
    func show(titles: [String], selected: Int?) {
        isApplying = true
        defer { isApplying = false }
        if titles != shownTitles {
            if titles.count != buttons.count {
                for button in buttons { gtk_box_remove(box.as(GtkBox.self), button) }
                buttons = []
                for _ in titles { buttons.append(makeButton()) }
            }
            for (button, title) in zip(buttons, titles) where Self.label(of: button) != title {
                gtk_button_set_label(button.as(GtkButton.self), title)
            }
            shownTitles = titles
            shownSelection = .none
        }
        let selected = selected.flatMap { buttons.indices.contains($0) ? $0 : nil }
        guard shownSelection != .some(selected) else { return }
        if let selected {
            gtk_toggle_button_set_active(buttons[selected].as(GtkToggleButton.self), 1)
        } else {
            // Grouped buttons turn off only one by one: GTK keeps one on when the user clicks.
            for button in buttons { gtk_toggle_button_set_active(button.as(GtkToggleButton.self), 0) }
        }
        shownSelection = .some(selected)
    }

    /// The buttons' titles as `"Small" ["Medium"] "Large"`, the active one in brackets, read from GTK.
    var state: String {
        var parts: [String] = []
        var child = gtk_widget_get_first_child(box)
        while let button = child {
            let title = String(reflecting: Self.label(of: button))
            parts.append(gtk_toggle_button_get_active(button.as(GtkToggleButton.self)) != 0 ? "[" + title + "]" : title)
            child = gtk_widget_get_next_sibling(button)
        }
        let linked = gtk_widget_has_css_class(box, "linked") != 0 ? " linked" : ""
        return "GtkBox" + linked + (parts.isEmpty ? "" : " " + parts.joined(separator: " "))
    }

    private func makeButton() -> WidgetPointer {
        let button = gtk_toggle_button_new()!
        if let first = buttons.first {
            gtk_toggle_button_set_group(button.as(GtkToggleButton.self), first.as(GtkToggleButton.self))
        }
        gtk_box_append(box.as(GtkBox.self), button)
        Signal.connect(button.object, "toggled") { [weak self] in self?.toggled(button) }
        return button
    }

    private func toggled(_ button: WidgetPointer) {
        guard !isApplying, gtk_toggle_button_get_active(button.as(GtkToggleButton.self)) != 0,
              let index = buttons.firstIndex(of: button) else { return }
        shownSelection = .some(index)
        onSelect?(index)
    }

    private static func label(of button: WidgetPointer) -> String {
        gtk_button_get_label(button.as(GtkButton.self)).map { String(cString: $0) } ?? ""
    }
}
#endif
