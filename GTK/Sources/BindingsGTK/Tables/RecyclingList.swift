import BindingsMarkup
import CGtk
import CGtkSupport

/// A `GtkListView` over a model of the table's item count, whose signal factory keeps one
/// ``TableRow`` per row widget: `setup` makes the row (and its cell), `bind` shows an item,
/// `unbind` gives it back, `teardown` frees the row and its cell. GtkListView keeps a bounded pool
/// of row widgets, so the cells alive stay bounded however many rows scroll by.
@MainActor
final class RecyclingList: TableList {
    let widget: WidgetPointer
    private let model: OpaquePointer
    private var rows: [OpaquePointer: TableRow] = [:]
    private(set) var counts = RecyclingCounts()
    /// While splices are reported: GtkListView may bind rows at positions between two splices,
    /// which the presenter's items (already the final ones) do not describe.
    private var isSplicing = false
    /// List items bound while splicing, bound to their final positions afterwards.
    private var bindsAfterSplicing: Set<OpaquePointer> = []
    private weak var presenter: TablePresenter?

    init(presenter: TablePresenter) {
        self.presenter = presenter
        model = bindings_row_model_new(0)
        let factory = gtk_signal_list_item_factory_new()!
        // The list owns the selection model and the factory; the selection model owns the model.
        widget = gtk_list_view_new(gtk_no_selection_new(model), factory)
        g_object_ref_sink(widget.gobject)
        gtk_list_view_set_single_click_activate(widget.opaque, 1)
        let factoryObject = UnsafeMutableRawPointer(factory)
        Signal.connect(factoryObject, "setup", pointer: { [weak self, weak presenter] item in
            guard let self, let presenter, let item else { return }
            let row = presenter.makeRow()
            self.rows[OpaquePointer(item)] = row
            self.counts.made += 1
            gtk_list_item_set_child(OpaquePointer(item), row.host.widget)
        })
        Signal.connect(factoryObject, "bind", pointer: { [weak self, weak presenter] item in
            guard let self, let presenter, let item, let row = self.rows[OpaquePointer(item)] else { return }
            self.counts.bound += 1
            guard !self.isSplicing else { return _ = self.bindsAfterSplicing.insert(OpaquePointer(item)) }
            presenter.bind(row, at: Int(gtk_list_item_get_position(OpaquePointer(item))))
        })
        Signal.connect(factoryObject, "unbind", pointer: { [weak self, weak presenter] item in
            guard let self, let presenter, let item, let row = self.rows[OpaquePointer(item)] else { return }
            self.counts.unbound += 1
            // A row bound while splicing was not shown yet: nothing to give back.
            guard self.bindsAfterSplicing.remove(OpaquePointer(item)) == nil else { return }
            presenter.unbind(row)
        })
        Signal.connect(factoryObject, "teardown", pointer: { [weak self] item in
            guard let self, let item, self.rows.removeValue(forKey: OpaquePointer(item)) != nil else { return }
            self.counts.freed += 1
            gtk_list_item_set_child(OpaquePointer(item), nil)
        })
        Signal.connect(widget.object, "activate", position: { [weak presenter] position in
            presenter?.activate(at: Int(position))
        })
    }

    isolated deinit {
        g_object_unref(widget.gobject)
    }

    var typeName: String { "GtkListView" }
    var recycles: Bool { true }

    var shownRows: [TableRow] {
        rows.values.filter { $0.item != nil }.sorted { Self.order($0, $1) }
    }

    func reload(replacing old: Int, with new: Int) {
        bindings_row_model_splice(model, 0, guint(old), guint(new))
    }

    func splice(_ splices: [TableItemSplice], replacing old: Int) {
        isSplicing = true
        for splice in splices {
            bindings_row_model_splice(model, guint(splice.position), guint(splice.removed), guint(splice.added))
        }
        isSplicing = false
        guard let presenter else { return }
        // Rows that stayed bound now stand at other positions: they show the same item under its new index path.
        for (item, row) in rows {
            let position = Int(gtk_list_item_get_position(item))
            if bindsAfterSplicing.remove(item) != nil {
                presenter.bind(row, at: position)
            } else if row.item != nil, presenter.items.indices.contains(position) {
                row.item = presenter.items[position]
            }
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
