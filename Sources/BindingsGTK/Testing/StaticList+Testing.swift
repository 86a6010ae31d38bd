#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

// What a static table's form shows, read back from GTK, for tests.
extension StaticList {
    /// The form as GTK shows it, one line per widget of the page, for tests: each group's heading
    /// and boxed list with their CSS classes, then each row's focusability, its check button
    /// (`radio`/`check`, `[x]` when active) and the states of its cell's widgets.
    var description: [String] {
        var lines: [String] = []
        for group in children(of: page) {
            for part in children(of: group) {
                let classes = Self.classes(of: part)
                switch BindingsGTK.typeName(of: part) {
                case "GtkLabel":
                    let text = gtk_label_get_text(part.opaque).map { String(cString: $0) } ?? ""
                    lines.append("GtkLabel " + String(reflecting: text) + classes + Self.focus(of: part))
                case "GtkListBox":
                    lines.append("GtkListBox" + classes)
                    lines += children(of: part).map { "  " + describeRow($0) }
                default:
                    // A header or footer view, or the table's own, in its row's host.
                    let row = rows.first { $0.host.widget == part }
                    lines.append(BindingsGTK.typeName(of: part) + classes + (row.map { ": " + $0.host.shownPresenters.map(\.widgetState).joined(separator: ", ") } ?? ""))
                }
            }
        }
        return lines
    }

    /// The check button of the row at `indexPath`, in a checkmark section.
    func checkButton(at indexPath: TableIndexPath) -> WidgetPointer? {
        checkRows.first { $0.indexPath == indexPath }?.check
    }

    private func describeRow(_ widget: WidgetPointer) -> String {
        let check = checkRows.first { gtk_widget_get_parent($0.widget) == widget }
        var line = "row" + Self.focus(of: widget)
        if let check {
            let indicator = gtk_widget_get_first_child(check.check).map { String(cString: gtk_widget_get_css_name($0)) } ?? "none"
            line += " " + indicator + (check.isActive ? " [x]" : " [ ]") + Self.focus(of: check.check)
        }
        if let row = rows.first(where: { gtk_widget_get_ancestor($0.host.widget, gtk_list_box_row_get_type()) == widget }) {
            line += ": " + row.host.shownPresenters.map(\.widgetState).joined(separator: ", ")
        }
        return line
    }

    private func children(of widget: WidgetPointer) -> [WidgetPointer] {
        var children: [WidgetPointer] = []
        var child = gtk_widget_get_first_child(widget)
        while let next = child {
            children.append(next)
            child = gtk_widget_get_next_sibling(next)
        }
        return children
    }

    private static func focus(of widget: WidgetPointer) -> String {
        gtk_widget_get_focusable(widget) != 0 ? " focusable" : ""
    }

    private static func classes(of widget: WidgetPointer) -> String {
        guard let names = gtk_widget_get_css_classes(widget) else { return "" }
        defer { g_strfreev(names) }
        var classes: [String] = []
        var index = 0
        while let name = names[index] {
            classes.append("." + String(cString: name))
            index += 1
        }
        return classes.isEmpty ? "" : " " + classes.joined(separator: " ")
    }
}
#endif
