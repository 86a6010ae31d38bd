import BindingsMarkup
import CGtk

/// A `GtkListBox` with a row widget for every item of a static table (a form): nothing is
/// recycled, so a field keeps its widget, its focus and its cursor while the form scrolls.
@MainActor
final class StaticList: TableList {
    let widget: WidgetPointer
    private weak var presenter: TablePresenter?
    private var rows: [TableRow] = []
    private(set) var counts = RecyclingCounts()

    init(presenter: TablePresenter) {
        self.presenter = presenter
        widget = gtk_list_box_new()
        g_object_ref_sink(widget.gobject)
        gtk_list_box_set_selection_mode(widget.opaque, GTK_SELECTION_NONE)
        Signal.connect(widget.object, "row-activated", pointer: { [weak presenter] row in
            guard let row else { return }
            presenter?.activate(at: Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))))
        })
    }

    isolated deinit {
        g_object_unref(widget.gobject)
    }

    var typeName: String { "GtkListBox" }
    var recycles: Bool { false }
    var shownRows: [TableRow] { rows }

    func scroll(toItem position: Int) {
        guard rows.indices.contains(position) else { return }
        // The list box row around the host takes focus, and its scrolled window follows it.
        if let row = gtk_widget_get_parent(rows[position].host.widget) { gtk_widget_grab_focus(row) }
    }

    /// A static table's rows change with its cells: every row widget is made again.
    func splice(_ splices: [TableItemSplice], replacing old: Int) {
        reload(replacing: old, with: presenter?.items.count ?? 0)
    }

    func reload(replacing old: Int, with new: Int) {
        guard let presenter else { return }
        while let child = gtk_widget_get_first_child(widget) { gtk_list_box_remove(widget.opaque, child) }
        for row in rows {
            presenter.unbind(row)
            counts.unbound += 1
            counts.freed += 1
        }
        rows = (0..<new).map { position in
            let row = TableRow()
            counts.made += 1
            counts.bound += 1
            presenter.bind(row, at: position)
            gtk_list_box_append(widget.opaque, row.host.widget)
            return row
        }
    }
}
