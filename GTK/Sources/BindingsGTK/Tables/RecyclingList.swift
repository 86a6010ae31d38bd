import BindingsMarkup
import CGtk
import CGtkSupport

/// A `GtkListView` over a model of the table's item count, whose recycler keeps one ``TableRow``
/// per row widget (see ``ListItemRecycler``): `setup` makes the row (and its cell), `bind` shows
/// an item, `unbind` gives it back, `teardown` frees the row and its cell. GtkListView keeps a
/// bounded pool of row widgets, so the cells alive stay bounded however many rows scroll by.
@MainActor
final class RecyclingList: TableList {
    let widget: WidgetPointer
    private let recycler: ListItemRecycler<TableRow>
    private weak var presenter: TablePresenter?

    init(presenter: TablePresenter) {
        self.presenter = presenter
        recycler = ListItemRecycler(.init(
            make: { [weak presenter] in presenter.map { presenter in
                let row = presenter.makeRow()
                return (row, row.host.widget)
            } },
            bind: { [weak presenter] row, position in presenter?.bind(row, at: position) },
            unbind: { [weak presenter] row in presenter?.unbind(row) }))
        // The list owns the selection model and the factory; the selection model owns the model.
        widget = gtk_list_view_new(gtk_no_selection_new(recycler.model), recycler.factory)
        g_object_ref_sink(widget.gobject)
        gtk_list_view_set_single_click_activate(widget.opaque, 1)
        Signal.connect(widget.object, "activate", position: { [weak presenter] position in
            presenter?.activate(at: Int(position))
        })
    }

    isolated deinit {
        g_object_unref(widget.gobject)
    }

    var typeName: String { "GtkListView" }
    var recycles: Bool { true }

    var counts: RecyclingCounts { recycler.counts }

    var shownRows: [TableRow] {
        recycler.rows.values.filter { $0.item != nil }.sorted { Self.order($0, $1) }
    }

    func reload(replacing old: Int, with new: Int) {
        recycler.reload(replacing: old, with: new)
    }

    func splice(_ splices: [TableItemSplice], replacing old: Int) {
        let items = presenter?.items ?? []
        // Rows that stayed bound now stand at other positions: they show the same item under its new index path.
        recycler.splice(splices) { row, position in
            if row.item != nil, items.indices.contains(position) { row.item = items[position] }
        }
    }

    func scroll(toItem position: Int) {
        gtk_widget_activate_action_variant(widget, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
    }

    private static func order(_ lhs: TableRow, _ rhs: TableRow) -> Bool {
        guard let left = lhs.item, let right = rhs.item else { return false }
        return position(left) < position(right)
    }

    private static func position(_ item: TableItem) -> (Int, Int, Int) {
        switch item {
        case .tableHeader: (-1, 0, 0)
        case .header(let section): (section, 0, 0)
        case .row(let path): (path.section, 1, path.row)
        case .footer(let section): (section, 2, 0)
        case .tableFooter: (Int.max, 0, 0)
        }
    }
}
