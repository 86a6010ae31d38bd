#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk
import CGtkSupport

/// The model and signal factory behind a recycling GTK list or grid (a table's `GtkListView`, a
/// collection view's `GtkGridView`): one `Row` object per list-item widget, which `setup` makes
/// (with the widget to show), `bind` shows an item in, `unbind` gives back, `teardown` frees.
/// GTK keeps a bounded pool of list-item widgets, so the rows, and their cells, stay bounded
/// however many items scroll by. The model counts items by position and reports splices.
@MainActor
final class ListItemRecycler<Row: AnyObject> {
    /// What the view does with its rows.
    struct Handlers {
        /// Makes a row and the widget that shows it.
        let make: @MainActor () -> (row: Row, widget: WidgetPointer)?
        /// Shows the item at a position in the row.
        let bind: @MainActor (Row, Int) -> Void
        /// The row no longer shows its item.
        let unbind: @MainActor (Row) -> Void
        /// Whether the row's widget shows something already, which it may go on showing while
        /// its bind waits (see ``DeferredBinds``).
        let showsSomething: @MainActor (Row) -> Bool
    }


    /// The model of the items; the selection model made over it owns it.
    let model: OpaquePointer
    /// The factory; the view made with it owns it.
    let factory: OpaquePointer
    private(set) var rows: [OpaquePointer: Row] = [:]
    private var signalCounts = RecyclingCounts()

    /// What the recycler and its model did so far.
    var counts: RecyclingCounts {
        var counts = signalCounts
        counts.itemObjects = Int(bindings_row_model_items_made(model))
        counts.boundLater = deferred.doneLater
        counts.waiting = deferred.items.count
        counts.coming = pending
        return counts
    }
    /// While splices are reported: GTK may bind items at positions between two splices, which
    /// the view's items (already the final ones) do not describe.
    private var isSplicing = false
    /// While the model's items change: binds may wait then (see ``DeferredBinds``).
    private var isChanging = false
    /// List items bound while splicing, bound to their final positions afterwards.
    private var bindsAfterSplicing: Set<OpaquePointer> = []
    private let handlers: Handlers
    /// Rows whose list-item widgets GTK freed, each with its widget, for the next `setup`. GTK 4.8
    /// makes list-item widgets for the items a change brings into view and then frees those of
    /// the items it took away, so a search would otherwise build a screenful of rows (their cells'
    /// widgets and bindings) and destroy another. At most as many as there are rows alive.
    private var spare: [(row: Row, widget: WidgetPointer)] = []
    /// The widget each list item was given: GTK may have taken it out of the item by `teardown`.
    private var widgets: [OpaquePointer: WidgetPointer] = [:]
    /// The items the model has, as GTK knows them.
    private var count: Int { Int(g_list_model_get_n_items(model)) }
    /// Items still to come into a list that showed none (see ``grow(to:)``), and the tick
    /// callback that adds them.
    private var pending = 0
    private var growth: guint = 0
    /// The rows the last step of growth added, and when (monotonic microseconds): the next step
    /// adds as many as the budget allows at what those cost.
    private var lastGrowth: (rows: Int, time: Int)?
    /// The list or grid view, while binds may wait.
    private var view: WidgetPointer?
    /// Binds waiting while their row widgets are out of sight.
    private lazy var deferred = DeferredBinds(bind: { [weak self] item in self?.bindNow(item) },
                                              widget: { [weak self] item in self?.widgets[item] })

    init(_ handlers: Handlers) {
        self.handlers = handlers
        model = bindings_row_model_new(0)
        factory = gtk_signal_list_item_factory_new()
        let factoryObject = UnsafeMutableRawPointer(factory)
        Signal.connect(factoryObject, "setup", pointer: { [weak self] item in
            guard let self, let item else { return }
            let reused = self.spare.popLast()
            guard let made = reused ?? self.handlers.make() else { return }
            self.rows[OpaquePointer(item)] = made.row
            self.widgets[OpaquePointer(item)] = made.widget
            self.signalCounts.made += 1
            gtk_list_item_set_child(OpaquePointer(item), made.widget)
            if reused != nil {
                self.signalCounts.reused += 1
                // The list item holds the spare widget now: the reference taken when it was kept goes.
                g_object_unref(made.widget.gobject)
            }
        })
        Signal.connect(factoryObject, "bind", pointer: { [weak self] item in
            guard let self, let item, let row = self.rows[OpaquePointer(item)] else { return }
            self.signalCounts.bound += 1
            guard !self.isSplicing else { return _ = self.bindsAfterSplicing.insert(OpaquePointer(item)) }
            self.bindOrWait(OpaquePointer(item), row)
        })
        Signal.connect(factoryObject, "unbind", pointer: { [weak self] item in
            guard let self, let item, let row = self.rows[OpaquePointer(item)] else { return }
            self.signalCounts.unbound += 1
            // A row bound while splicing, or waiting for its bind, was not shown yet: nothing to give back.
            guard self.bindsAfterSplicing.remove(OpaquePointer(item)) == nil, !self.deferred.remove(OpaquePointer(item)) else { return }
            self.handlers.unbind(row)
        })
        Signal.connect(factoryObject, "teardown", pointer: { [weak self] item in
            guard let self, let item, let row = self.rows.removeValue(forKey: OpaquePointer(item)) else { return }
            self.signalCounts.freed += 1
            self.deferred.remove(OpaquePointer(item))
            // The row was unbound before teardown; its widget is kept alive while it waits.
            if let widget = self.widgets.removeValue(forKey: OpaquePointer(item)), self.spare.count < self.rows.count {
                g_object_ref(widget.gobject)
                self.spare.append((row, widget))
            }
            gtk_list_item_set_child(OpaquePointer(item), nil)
        })
    }

    isolated deinit {
        if growth != 0, let view { gtk_widget_remove_tick_callback(view, growth) }
        for (_, widget) in spare { g_object_unref(widget.gobject) }
    }

    /// Puts off the binds of rows out of sight while `view` (the list or grid view) is on screen.
    func deferBinds(in view: WidgetPointer) {
        self.view = view
        deferred.attach(to: view)
        // GTK removes a destroyed widget's tick callbacks itself; the list may outlive it.
        Signal.connect(view.object, "destroy") { [weak self] () -> Void in
            self?.growth = 0
            self?.view = nil
        }
    }

    /// How many rows an empty list on screen takes in its first frame: half a screenful of short
    /// rows, as a row widget made anew (its cell and presenters built) costs several times a
    /// rebound row; later frames take as many as ``growthBudget`` allows at what the last took.
    private static var firstRowsPerFrame: Int { 8 }
    /// What a frame of growth may spend making, binding and laying out rows, in microseconds: a
    /// frame at 60 Hz with room to paint, so that frames keep coming however slow the machine.
    private static var growthBudget: Int { 20_000 }

    /// Items come into an empty list on screen a frame's worth at a time, until GTK holds a row
    /// widget for each it keeps: GTK 4.8 would otherwise make, bind and measure its 200-odd row
    /// widgets in one frame (a long file's first rows landing). Says whether it does so.
    private func grow(to total: Int) -> Bool {
        guard count == 0, total > Self.firstRowsPerFrame, deferred.canWait, let view else { return false }
        pending = total
        lastGrowth = nil
        addPending()
        let tick: GtkTickCallback = { _, _, data in
            guard let data else { return 0 }
            return MainActor.assumeIsolated {
                Unmanaged<Signal.Box<@MainActor () -> Bool>>.fromOpaque(data).takeUnretainedValue().call()
            } ? 1 : 0
        }
        let box = Signal.Box<@MainActor () -> Bool> { [weak self] in
            guard let self else { return false }
            self.addPending()
            if self.pending == 0 { self.growth = 0 }
            return self.pending > 0
        }
        growth = gtk_widget_add_tick_callback(view, tick, Unmanaged.passRetained(box).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        return true
    }

    /// Adds the next frame's worth of pending items, or all of them once GTK holds as many row
    /// widgets as it keeps (it makes none for the others).
    private func addPending() {
        guard pending > 0 else { return }
        let now = Int(g_get_monotonic_time())
        // The time since the last step is its rows' cost, or a frame when they cost less (then
        // the next step is a fifth larger).
        let rows = lastGrowth.map { last in
            min(48, max(1, Self.growthBudget * last.rows / max(1, now - last.time)))
        } ?? Self.firstRowsPerFrame
        let step = count + rows < Self.rowWidgetsKept ? min(pending, rows) : pending
        lastGrowth = (step, now)
        isChanging = true
        defer { isChanging = false }
        bindings_row_model_splice(model, guint(count), 0, guint(step))
        pending -= step
    }

    /// While items are still to come: `replacement` as it changes the items GTK knows, which
    /// become the first of the new items (as many as there are); the others are still to come.
    private func toldPart(of replacement: TableItemReplacement) -> TableItemReplacement {
        let added = replacement.sources.count
        let total = count + pending - replacement.removed + added
        let told = min(count, total)
        pending = total - told
        var sources: [Int?] = []
        sources.reserveCapacity(told)
        let replaced = replacement.sources
        for index in 0..<told {
            if index < replacement.position {
                sources.append(index)
            } else if index < replacement.position + added {
                sources.append(replaced[index - replacement.position])
            } else {
                sources.append(index - added + replacement.removed)
            }
        }
        return TableItemReplacement(position: 0, removed: count, sources: TableItemSources(sources), resets: replacement.resets)
    }

    /// Adds the pending items at once, before any other change of the items.
    private func finishGrowing() {
        guard pending > 0 else { return }
        if growth != 0, let view { gtk_widget_remove_tick_callback(view, growth) }
        growth = 0
        let step = pending
        pending = 0
        isChanging = true
        defer { isChanging = false }
        bindings_row_model_splice(model, guint(count), 0, guint(step))
    }

    /// Binds `item` now, unless the items are changing, the list is on screen and the row shows
    /// something already: then its bind waits until the layout places it in sight, or its turn
    /// comes. Scrolling binds a row at a time, each measured at once, so GTK's estimate of the
    /// list's height (its scroll bar) never rests on a row showing an item it no longer shows.
    private func bindOrWait(_ item: OpaquePointer, _ row: Row) {
        if isChanging, deferred.canWait, handlers.showsSomething(row) {
            deferred.add(item)
        } else {
            handlers.bind(row, Int(gtk_list_item_get_position(item)))
        }
    }

    private func bindNow(_ item: OpaquePointer) {
        guard let row = rows[item] else { return }
        handlers.bind(row, Int(gtk_list_item_get_position(item)))
    }

    /// `old` items were replaced by `new` ones.
    func reload(replacing old: Int, with new: Int) {
        finishGrowing()
        if old == 0, grow(to: new) { return }
        isChanging = true
        defer { isChanging = false }
        bindings_row_model_splice(model, 0, guint(old), guint(new))
    }

    /// Applies `splices` in order to the model; then rows bound meanwhile are bound at their final
    /// positions, and `moved` tells each row that stayed bound where its item is now.
    func splice(_ splices: [TableItemSplice], moved: (Row, Int) -> Void) {
        finishGrowing()
        isChanging = true
        defer { isChanging = false }
        isSplicing = true
        for splice in splices {
            bindings_row_model_splice(model, guint(splice.position), guint(splice.removed), guint(splice.added))
        }
        isSplicing = false
        rebind(moved: moved)
    }

    /// Applies `replacement` to the model in one `items-changed`, in which GtkListView keeps the
    /// row widget of every item that stays (moved or not); then as after ``splice(_:moved:)``.
    /// With `backedFrom`, the row widgets alive stay at the positions from there on (where the
    /// list will show): those whose items left or went elsewhere show the new items there, bound
    /// as any other (waiting while out of sight), instead of GTK freeing them and making others.
    /// A replacement that reorders the items keeps every row widget where it is.
    func replace(_ replacement: TableItemReplacement, backedFrom: Int? = nil, moved: (Row, Int) -> Void) {
        var replacement = replacement
        if pending > 0 {
            // Items past those GTK knows yet (more of a long file) join those still to come.
            if replacement.position >= count { return pending += replacement.sources.count - replacement.removed }
            replacement = toldPart(of: replacement)
        }
        if replacement.removed == 0, grow(to: replacement.sources.count) { return }
        let sources = Self.positions(replacement.sources)
        let before = backedFrom == nil ? [:] : rows.keys.reduce(into: [OpaquePointer: Int]()) { $0[$1] = Int(gtk_list_item_get_position($1)) }
        isChanging = true
        defer { isChanging = false }
        isSplicing = true
        sources.withUnsafeBufferPointer { buffer in
            bindings_row_model_replace(model, guint(replacement.position), guint(replacement.removed), guint(buffer.count), buffer.baseAddress,
                                       guint(backedFrom ?? 0), backedFrom == nil ? 0 : guint(max(rows.count, Self.rowWidgetsKept)),
                                       backedFrom != nil && replacement.reorders ? 1 : 0)
        }
        isSplicing = false
        rebind(moved: moved) { item, position in
            // A row widget kept for another item: its old position is not where the new item came from.
            guard let old = before[item], position >= replacement.position, position < replacement.position + sources.count else { return false }
            return Int(sources[position - replacement.position]) != old
        }
    }

    /// How many items from its anchor GTK 4.8's list view keeps row widgets for (its
    /// `GTK_LIST_VIEW_MAX_LIST_ITEMS` and `GTK_LIST_VIEW_EXTRA_ITEMS`).
    private static var rowWidgetsKept: Int { 202 }

    /// The model's form of a replacement's sources: an old position, or -1 for a new item. A loop
    /// outside the main actor, as a `map` closure here would check its isolation for every item.
    nonisolated private static func positions(_ sources: TableItemSources) -> [gint] {
        var positions: [gint] = []
        positions.reserveCapacity(sources.count)
        for source in sources { positions.append(gint(source ?? -1)) }
        return positions
    }

    /// Binds the rows bound while the model changed at their final positions, shows the new item
    /// in each row widget `isReassigned` names, and tells each row that stayed bound where its
    /// item is now.
    private func rebind(moved: (Row, Int) -> Void, isReassigned: (OpaquePointer, Int) -> Bool = { _, _ in false }) {
        for (item, row) in rows where !deferred.contains(item) {
            let position = Int(gtk_list_item_get_position(item))
            if bindsAfterSplicing.remove(item) != nil {
                bindOrWait(item, row)
            } else if isReassigned(item, position) {
                signalCounts.unbound += 1
                signalCounts.bound += 1
                handlers.unbind(row)
                bindOrWait(item, row)
            } else {
                moved(row, position)
            }
        }
    }
}
#endif
