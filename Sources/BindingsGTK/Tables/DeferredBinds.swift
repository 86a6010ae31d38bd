#if GTK
import CGtk

/// The binds a recycling list puts off while their row widgets are out of sight.
///
/// GTK 4.8's list and grid views keep about 200 row widgets however few rows fit on screen, and
/// bind every one a change brings in: a search landing on 100,000 rows would configure and measure
/// 200 cells before the next frame. A row widget that already shows something keeps showing it,
/// unseen, until it is needed: after GTK's layout places the rows (the frame clock's `layout`),
/// those in or near the viewport are bound at once, and GTK lays them out again before the frame
/// is painted; the others are bound a few at a time after each frame is painted, nearest first.
/// While the list is not on screen nothing waits.
@MainActor
final class DeferredBinds {
    /// The list items waiting for their bind.
    private(set) var items: Set<OpaquePointer> = []
    /// Binds that waited, then were done.
    private(set) var doneLater = 0
    private let bind: @MainActor (OpaquePointer) -> Void
    private let widget: @MainActor (OpaquePointer) -> WidgetPointer?
    private var viewport: WidgetPointer?
    private var clock: (object: UnsafeMutableRawPointer, handlers: [gulong])?
    private var idle: guint = 0
    /// The position of the first item last bound in sight: the waiting items nearest it go first.
    private var nearPosition = 0
    /// How long one batch of out-of-sight binds may take, with the layout of the rows it bound
    /// in the next frame, in microseconds: a part of a frame. Laying a row out anew can cost
    /// several times its bind (GTK measures each label at more than one width).
    private static let batchBudget = 8_000
    /// What binding a row and laying it out cost in the last batch, in microseconds: the next
    /// batch binds as many rows as the budget allows at that cost.
    private var costPerRow = 500
    /// The rows the last batch bound and how long that took, until the next frame's layout.
    private var lastBatch: (rows: Int, microseconds: Int)?
    /// When the frame's update phase began: its layout comes next.
    private var frameStart = 0

    /// `bind` binds a list item now; `widget` is the widget it shows its row in.
    init(bind: @escaping @MainActor (OpaquePointer) -> Void, widget: @escaping @MainActor (OpaquePointer) -> WidgetPointer?) {
        self.bind = bind
        self.widget = widget
    }

    isolated deinit {
        detach()
    }

    /// Puts binds off while `viewport` (the list or grid view) is on screen.
    func attach(to viewport: WidgetPointer) {
        self.viewport = viewport
        Signal.connect(viewport.object, "map") { [weak self] in self?.follow() }
        Signal.connect(viewport.object, "unmap") { [weak self] () in self?.stopFollowing() }
        if gtk_widget_get_mapped(viewport) != 0 { follow() }
    }

    /// Whether a bind may wait now: the list is on screen, so a frame will come.
    var canWait: Bool { clock != nil }

    /// The bind of `item` waits.
    func add(_ item: OpaquePointer) {
        items.insert(item)
    }

    /// Forgets `item`'s bind, if it was waiting (GTK unbound it first); says whether it was.
    @discardableResult
    func remove(_ item: OpaquePointer) -> Bool {
        items.remove(item) != nil
    }

    /// Whether `item`'s bind is waiting.
    func contains(_ item: OpaquePointer) -> Bool {
        items.contains(item)
    }

    /// Binds every waiting item now.
    private func bindAll() {
        for item in items { bindNow(item) }
    }

    private func bindNow(_ item: OpaquePointer) {
        guard items.remove(item) != nil else { return }
        doneLater += 1
        bind(item)
    }

    /// Follows the frames of the viewport's frame clock.
    private func follow() {
        guard clock == nil, let viewport, let frameClock = gtk_widget_get_frame_clock(viewport) else { return }
        let object = UnsafeMutableRawPointer(frameClock)
        // After the window's own layout handler, so this runs once the rows are placed.
        let update = Signal.connect(object, "update") { [weak self] in self?.frameStart = Int(g_get_monotonic_time()) }
        let layout = Signal.connect(object, "layout", after: true) { [weak self] in
            self?.learnCostPerRow()
            self?.bindShown()
        }
        let painted = Signal.connect(object, "after-paint") { [weak self] in self?.scheduleBatch() }
        clock = (object, [update, layout, painted])
    }

    /// The list left the screen: what waits is bound now, as no frame may come.
    private func stopFollowing() {
        bindAll()
        detach()
    }

    private func detach() {
        if let clock {
            for handler in clock.handlers { g_signal_handler_disconnect(clock.object, handler) }
        }
        clock = nil
        if idle != 0 { g_source_remove(idle) }
        idle = 0
    }

    /// Whether `item`'s row widget is in the viewport or within half its height of it; GTK 4.8
    /// gives the row widgets it does not show no size. `nil` when the widget has no place yet.
    private func isInSight(_ item: OpaquePointer, in viewport: WidgetPointer, height: Float) -> Bool? {
        var bounds = graphene_rect_t()
        guard let widget = widget(item), gtk_widget_compute_bounds(widget, viewport, &bounds) != 0 else { return nil }
        guard bounds.size.height > 0 else { return false }
        return bounds.origin.y + bounds.size.height > -height / 2 && bounds.origin.y < height * 1.5
    }

    /// Binds the items whose row widgets the layout placed in sight (and those it placed nowhere);
    /// GTK lays out again before painting, as their rows changed.
    private func bindShown() {
        guard !items.isEmpty, let viewport else { return }
        let height = Float(gtk_widget_get_height(viewport))
        let shown = items.filter { isInSight($0, in: viewport, height: height) ?? true }
        if let first = shown.map({ gtk_list_item_get_position($0) }).min() { nearPosition = Int(first) }
        for item in shown { bindNow(item) }
    }

    /// After a frame is painted: binds the nearest waiting items, for a part of a frame, once the
    /// main loop has nothing more pressing (input comes first).
    private func scheduleBatch() {
        guard !items.isEmpty, idle == 0 else { return }
        let run: GSourceFunc = { data in
            guard let data else { return 0 }
            MainActor.assumeIsolated { Unmanaged<Signal.Box<@MainActor () -> Void>>.fromOpaque(data).takeUnretainedValue().call() }
            return 0
        }
        let box = Signal.Box<@MainActor () -> Void> { [weak self] in self?.bindBatch() }
        idle = g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, run, Unmanaged.passRetained(box).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
    }

    /// After GTK laid out the rows the last batch bound: what each cost, bind and layout.
    private func learnCostPerRow() {
        guard let batch = lastBatch, batch.rows > 0, frameStart > 0 else { return }
        lastBatch = nil
        let layout = Int(g_get_monotonic_time()) - frameStart
        costPerRow = max(1, (batch.microseconds + layout) / batch.rows)
    }

    private func bindBatch() {
        idle = 0
        let nearest = items.map { ($0, abs(Int(gtk_list_item_get_position($0)) - nearPosition)) }.sorted { $0.1 < $1.1 }
        let start = Int(g_get_monotonic_time())
        let rows = max(1, Self.batchBudget / costPerRow)
        var bound = 0
        for (item, _) in nearest.prefix(rows) {
            bindNow(item)
            bound += 1
            if Int(g_get_monotonic_time()) - start > Self.batchBudget { break }
        }
        lastBatch = (bound, Int(g_get_monotonic_time()) - start)
        // Frames go on while binds wait, even if the ones done changed nothing on screen.
        if !items.isEmpty, let clock { gdk_frame_clock_request_phase(OpaquePointer(clock.object), GDK_FRAME_CLOCK_PHASE_AFTER_PAINT) }
    }
}
#endif
