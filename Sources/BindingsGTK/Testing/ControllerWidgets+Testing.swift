#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

// What the header bars, stacks and dialogs of a window show, read back from GTK for tests.

extension HeaderBar {
    /// The title (or the switcher's buttons), then each shown widget at the start and at the end,
    /// left to right.
    var lines: [String] {
        var lines: [String] = []
        if let title = gtk_header_bar_get_title_widget(widget.opaque) {
            if typeName(of: title) == "GtkStackSwitcher" {
                lines.append("switcher: " + ControllerWidgets.children(of: title).map(ControllerWidgets.describeButton).joined(separator: ", "))
            } else {
                lines.append("title: " + String(reflecting: String(cString: gtk_label_get_label(title.opaque))))
            }
        }
        for (edge, box) in [("start", startBox), ("end", endBox)] {
            for child in ControllerWidgets.children(of: box) where gtk_widget_get_visible(child) != 0 {
                lines.append("\(edge): " + ControllerWidgets.describeButton(child))
            }
        }
        return lines
    }
}

extension AlertDialog {
    /// The dialog's texts, entries and buttons, the buttons in their box's order.
    var lines: [String] {
        var lines = ["text: " + String(reflecting: ObjectProperty.string(dialog.gobject, "text") ?? "")]
        if let secondary = ObjectProperty.string(dialog.gobject, "secondary-text") { lines.append("secondary: " + String(reflecting: secondary)) }
        lines += fields.map { "field: " + $0.widgetState }
        guard let box = buttons.first.flatMap({ gtk_widget_get_parent($0) }) else { return lines }
        let column = gtk_orientable_get_orientation(box.opaque) == GTK_ORIENTATION_VERTICAL
        let defaultWidget = gtk_window_get_default_widget(dialog.as(GtkWindow.self))
        for button in ControllerWidgets.children(of: box) {
            let response = gtk_dialog_get_response_for_widget(dialog.as(GtkDialog.self), button)
            var line = (column ? "column: " : "row: ") + ControllerWidgets.describeButton(button)
            line += " response=" + (response == GTK_RESPONSE_CANCEL.rawValue ? "cancel" : String(response))
            if button == defaultWidget { line += " default" }
            lines.append(line)
        }
        return lines
    }
}

/// Reading widgets back for tests.
@MainActor
enum ControllerWidgets {
    /// The children of `widget`, in order.
    static func children(of widget: WidgetPointer) -> [WidgetPointer] {
        var children: [WidgetPointer] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// A button as it shows: its type, its label or icon, its tooltip, its classes of note, and
    /// whether it is insensitive or (a toggle) active: `GtkButton icon=list-add-symbolic tooltip="Add"`.
    static func describeButton(_ button: WidgetPointer) -> String {
        var parts = [typeName(of: button)]
        if let child = gtk_button_get_child(button.as(GtkButton.self)) {
            switch typeName(of: child) {
            case "GtkLabel": parts.append(String(reflecting: String(cString: gtk_label_get_label(child.opaque))))
            case "GtkImage": parts.append("icon=" + (gtk_image_get_icon_name(child.opaque).map { String(cString: $0) } ?? "?"))
            default: parts.append(typeName(of: child))
            }
        }
        if let tooltip = gtk_widget_get_tooltip_text(button) { parts.append("tooltip=" + String(reflecting: String(cString: tooltip))) }
        for name in ["suggested-action", "destructive-action", "needs-attention"] where gtk_widget_has_css_class(button, name) != 0 {
            parts.append("." + name)
        }
        if gtk_widget_get_sensitive(button) == 0 { parts.append("insensitive") }
        if typeName(of: button) == "GtkToggleButton", gtk_toggle_button_get_active(button.as(GtkToggleButton.self)) != 0 { parts.append("active") }
        return parts.joined(separator: " ")
    }
}
#endif
