#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// One section's group: its heading and its boxed list, made as its items come.
@MainActor
final class SectionGroup {
    let section: Int
    let box: WidgetPointer
    private var heading: WidgetPointer?
    private var list: WidgetPointer?
    private var positions: [WidgetPointer: Int] = [:]
    private weak var owner: StaticList?

    init(section: Int, in page: WidgetPointer, listening owner: StaticList) {
        self.section = section
        self.owner = owner
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        gtk_box_append(page.as(GtkBox.self), box)
    }

    /// Shows `title` above the rows, as written: GNOME's group titles are not capitalised.
    func setHeading(_ title: String) {
        let label: WidgetPointer = heading ?? gtk_label_new(nil)
        gtk_label_set_text(label.opaque, title)
        gtk_label_set_xalign(label.opaque, 0)
        gtk_label_set_wrap(label.opaque, 1)
        gtk_widget_add_css_class(label, "heading")
        if heading == nil { gtk_box_prepend(box.as(GtkBox.self), label) }
        heading = label
    }

    /// Appends `content` as a row of the group's boxed list, and answers the row widget.
    func append(_ content: WidgetPointer, position: Int) -> WidgetPointer {
        let list = self.list ?? makeList()
        let row = gtk_list_box_row_new()!
        // The content keeps its height, centred in a row as tall as GNOME's.
        gtk_widget_set_valign(content, GTK_ALIGN_CENTER)
        gtk_list_box_row_set_child(row.as(GtkListBoxRow.self), content)
        gtk_list_box_append(list.opaque, row)
        positions[row] = position
        return row
    }

    private func makeList() -> WidgetPointer {
        let list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_NONE)
        gtk_widget_add_css_class(list, "boxed-list")
        gtk_widget_add_css_class(list, StyleSheet.formListClass)
        Signal.connect(list.object, "row-activated", pointer: { [weak self] row in
            guard let self, let row, let position = positions[row.assumingMemoryBound(to: GtkWidget.self)] else { return }
            owner?.activate(at: position)
        })
        gtk_box_append(box.as(GtkBox.self), list)
        self.list = list
        return list
    }
}

extension TableItem {
    /// The section the item belongs to, or `nil` for the table's header and footer.
    var section: Int? {
        switch self {
        case .header(let section), .footer(let section): section
        case .row(let path): path.section
        case .tableHeader, .tableFooter: nil
        }
    }
}
#endif
