#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk
import CGtkSupport

/// A `GtkListView` over a model of the table's item count, with GNOME's separators between rows
/// and a single selection that follows the keys and the pointer, whose recycler keeps one ``TableRow``
/// per row widget (see ``ListItemRecycler``): `setup` makes the row (and its cell), `bind` shows
/// an item, `unbind` gives it back, `teardown` frees the row and its cell. GtkListView keeps a
/// bounded pool of row widgets, so the cells alive stay bounded however many rows scroll by.
@MainActor
final class RecyclingList: TableList {
    let widget: WidgetPointer
    private let recycler: ListItemRecycler<TableRow>
    /// The list's selection model, which the list owns.
    private let selection: OpaquePointer
    private weak var presenter: TablePresenter?
    /// Where the pointer is over the list, if it is.
    private var pointer: (x: Double, y: Double)?
    /// Where the pointer was when rows were set anew, while hovering waits for it to move.
    private var hoverPausedAt: (x: Double, y: Double)?

    init(presenter: TablePresenter) {
        self.presenter = presenter
        recycler = ListItemRecycler(.init(
            make: { [weak presenter] in presenter.map { presenter in
                let row = presenter.makeRow()
                return (row, row.host.widget)
            } },
            bind: { [weak presenter] row, position in presenter?.bind(row, at: position) },
            unbind: { [weak presenter] row in presenter?.unbind(row) },
            showsSomething: { row in row.host.root != nil }))
        // The list owns the selection model and the factory; the selection model owns the model.
        // One row is selected, the first at first, then as the keys and the pointer move.
        let selection = gtk_single_selection_new(recycler.model)!
        self.selection = selection
        widget = gtk_list_view_new(selection, recycler.factory)
        g_object_ref_sink(widget.gobject)
        gtk_list_view_set_single_click_activate(widget.opaque, 1)
        gtk_list_view_set_show_separators(widget.opaque, 1)
        recycler.deferBinds(in: widget)
        followPointer()
        Signal.connect(widget.object, "activate", position: { [weak presenter] position in
            presenter?.activate(at: Int(position))
        })
        leaveOnTab()
    }

    /// Rows set anew under a still pointer do not select themselves: GtkListView's rows select on
    /// hover (its single-click mode), and the row now under the pointer would get GTK's crossing
    /// events as if the pointer had moved onto it. Hovering resumes once the pointer moves.
    private func pauseHoverSelection() {
        guard let pointer, hoverPausedAt == nil else { return }
        hoverPausedAt = pointer
        gtk_list_view_set_single_click_activate(widget.opaque, 0)
    }

    private func resumeHoverSelection() {
        guard hoverPausedAt != nil else { return }
        hoverPausedAt = nil
        gtk_list_view_set_single_click_activate(widget.opaque, 1)
    }

    /// Follows the pointer over the list, to resume hovering once it moves or a button is
    /// pressed (before the row's own click handling, so a click without a move still activates).
    private func followPointer() {
        let motion = gtk_event_controller_motion_new()!
        Signal.connect(UnsafeMutableRawPointer(motion), "motion", point: { [weak self] x, y in
            guard let self else { return }
            self.pointer = (x, y)
            guard let paused = self.hoverPausedAt, abs(paused.x - x) >= 1 || abs(paused.y - y) >= 1 else { return }
            self.resumeHoverSelection()
        })
        Signal.connect(UnsafeMutableRawPointer(motion), "enter", point: { [weak self] x, y in
            self?.pointer = (x, y)
        })
        Signal.connect(UnsafeMutableRawPointer(motion), "leave") { [weak self] in
            self?.pointer = nil
        }
        gtk_widget_add_controller(widget, motion)
        let buttons = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(buttons, GTK_PHASE_CAPTURE)
        Signal.connect(UnsafeMutableRawPointer(buttons), "event", event: { [weak self] event in
            if let event, gdk_event_get_event_type(event) == GDK_BUTTON_PRESS { self?.resumeHoverSelection() }
            return false
        })
        gtk_widget_add_controller(widget, buttons)
    }

    /// Tab and Shift+Tab leave the list for the widgets around it, as in GNOME's lists, rather than
    /// stepping through its rows (GTK 4.8's list view does that; the arrow keys do it here).
    private func leaveOnTab() {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(UnsafeMutableRawPointer(keys), "key-pressed", key: { [weak self] key, modifiers in
            guard let self, Int32(bitPattern: key) == GDK_KEY_Tab || Int32(bitPattern: key) == GDK_KEY_ISO_Left_Tab,
                  modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0,
                  let root = gtk_widget_get_root(self.widget) else { return false }
            let backward = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0 || Int32(bitPattern: key) == GDK_KEY_ISO_Left_Tab
            // Unfocusable for the move, the list and its rows are passed over.
            gtk_widget_set_can_focus(self.widget, 0)
            _ = gtk_widget_child_focus(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self),
                                       backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD)
            gtk_widget_set_can_focus(self.widget, 1)
            return true
        })
        gtk_widget_add_controller(widget, keys)
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

    /// New items: the first is selected, as GNOME's search results are.
    func reload(replacing old: Int, with new: Int) {
        recycler.reload(replacing: old, with: new)
        if new > 0 { gtk_single_selection_set_selected(selection, 0) }
    }

    func splice(_ splices: [TableItemSplice], replacing old: Int) {
        let items = presenter?.items ?? []
        // Rows that stayed bound now stand at other positions: they show the same item under its new index path.
        recycler.splice(splices) { row, position in
            if row.item != nil, items.indices.contains(position) { row.item = items[position] }
        }
    }

    /// One change in which rows that stay keep their row widgets, moved or not. Rows set anew (a
    /// search, a sort) show from `top` and select the first, as new items do: the row widgets
    /// alive stay there, showing the new rows (see ``ListItemRecycler/replace(_:backedFrom:moved:)``).
    func replace(_ replacement: TableItemReplacement, showingFrom top: Int) {
        let items = presenter?.items ?? []
        recycler.replace(replacement, backedFrom: replacement.resets ? top : nil) { row, position in
            if row.item != nil, items.indices.contains(position) { row.item = items[position] }
        }
        guard replacement.resets, !items.isEmpty else { return }
        pauseHoverSelection()
        gtk_single_selection_set_selected(selection, 0)
        scroll(toItem: min(top, items.count - 1))
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
#endif
