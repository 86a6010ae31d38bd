#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a tree of views inside one GTK widget: every view's widget is a child of the host's
/// widget, placed at the frame the kit's layout gives the view, so the kit's layout stays the only
/// layout.
///
/// The host's widget has a `GtkCustomLayout` whose measure asks the kit for the root's fitting
/// size (height for width) and whose allocate lays the tree out at the allocated size and places
/// each widget. Which presenters the tree has, in what order, and where each goes come from a
/// `PresenterTree`, as for any backend; the host makes their widgets its children in that order
/// (so backgrounds lie under content), shows or hides them, and allocates them.
@MainActor
final class ViewTreeHost {
    /// How the host's minimum size relates to its content.
    enum Sizing {
        /// A window's content: it may be made smaller than its content, whose tables scroll.
        case flexible
        /// A table row: exactly as tall as the cell at the row's width.
        case rigid
        /// A grid item: exactly ``ViewTreeHost/fixedSize``, whatever its content, as a collection
        /// view gives every item its layout's item size.
        case fixed
    }

    /// The host's widget, to put in a window, a list row or a scrolled window.
    let widget: WidgetPointer
    /// The root view, or `nil` for an empty host.
    var root: View? { tree.root }
    private let sizing: Sizing
    /// Whether the host sizes the root (a window's or a row's); a scroll view's content gets its
    /// frame from the scroll view.
    private let ownsRootFrame: Bool
    private let tree = PresenterTree<WidgetPresenter>()
    /// Set while the host measures or places, when changes it makes itself need no new pass.
    private var isWorking = false

    /// The size a ``Sizing/fixed`` host asks for, in pixels.
    var fixedSize = Size.zero {
        didSet { if fixedSize != oldValue { setNeedsLayout() } }
    }

    init(sizing: Sizing, ownsRootFrame: Bool = true) {
        self.sizing = sizing
        self.ownsRootFrame = ownsRootFrame
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        g_object_ref_sink(box.gobject)
        widget = box
        gtk_widget_set_layout_manager(box, gtk_custom_layout_new(hostRequestMode, hostMeasure, hostAllocate))
        g_object_set_qdata(box.gobject, Self.dataKey, Unmanaged.passUnretained(self).toOpaque())
        HostCounts.live += 1
    }

    // Isolated: the last reference goes on the main thread, where GTK runs.
    isolated deinit {
        g_object_set_qdata(widget.gobject, Self.dataKey, nil)
        for presenter in tree.presenters { gtk_widget_unparent(presenter.widget) }
        HostCounts.live -= 1
        g_object_unref(widget.gobject)
    }

    /// Shows `root`'s tree instead of the current one.
    func show(_ root: View?) {
        guard tree.show(root) else { return }
        syncIfNeeded()
        // Emptied too: the host shrinks to nothing.
        queueResize()
    }

    /// The presenter of `view`, when this host shows it.
    func presenter(of view: View) -> WidgetPresenter? {
        tree.presenter(of: view)
    }

    /// The presenters in drawing order.
    var shownPresenters: [WidgetPresenter] {
        tree.presenters
    }

    /// Measures and places again: a view was resized, or the tree changed shape. An empty host
    /// has nothing to measure or place (asking GTK anyway would cost every ancestor another pass).
    func setNeedsLayout() {
        if root != nil { queueResize() }
    }

    private func queueResize() {
        guard !isWorking else { return }
        gtk_widget_queue_resize(widget)
    }

    /// Places again at the same size: an opacity changed.
    func setNeedsPlacement() {
        guard !isWorking, root != nil else { return }
        gtk_widget_queue_allocate(widget)
    }

    // MARK: Structure

    /// Makes presenters for views new to the tree and drops those of views that left it, when any
    /// view gained or lost a subview since the last look, and keeps the widgets in drawing order.
    func syncIfNeeded() {
        let removed = tree.update(making: WidgetPresenters.make(for:)) { presenter, clicksGoToAncestor in
            presenter.host = self
            if (gtk_widget_get_can_target(presenter.widget) != 0) == clicksGoToAncestor {
                gtk_widget_set_can_target(presenter.widget, clicksGoToAncestor ? 0 : 1)
            }
        }
        guard let removed else { return }
        for presenter in removed { gtk_widget_unparent(presenter.widget) }
        var previous: WidgetPointer?
        for presenter in tree.presenters {
            if gtk_widget_get_parent(presenter.widget) != widget || gtk_widget_get_prev_sibling(presenter.widget) != previous {
                gtk_widget_insert_after(presenter.widget, widget, previous)
            }
            previous = presenter.widget
        }
    }

    // MARK: Layout

    fileprivate func measure(_ orientation: GtkOrientation, for size: Int32) -> (minimum: Int32, natural: Int32) {
        if sizing == .fixed {
            let length = Int32(min(max(0, orientation == GTK_ORIENTATION_HORIZONTAL ? fixedSize.width : fixedSize.height), 1_000_000).rounded())
            return (length, length)
        }
        guard let root else { return (0, 0) }
        isWorking = true
        defer { isWorking = false }
        syncIfNeeded()
        // A row takes the list's width whatever it asks for, so its natural width is not worth a
        // layout at unlimited width; its height without a width is its height at the width it has.
        if sizing == .rigid, orientation == GTK_ORIENTATION_HORIZONTAL { return (0, 0) }
        var width = orientation == GTK_ORIENTATION_VERTICAL && size >= 0 ? Double(size) : .infinity
        if sizing == .rigid, size < 0, root.frame.width > 0 { width = root.frame.width }
        let fitting = root.fittingSize(for: Size(width: width, height: .infinity))
        let natural = orientation == GTK_ORIENTATION_HORIZONTAL ? fitting.width : fitting.height
        let rounded = Int32(min(natural.rounded(.up), 1_000_000))
        switch sizing {
        case .flexible: return (0, rounded)
        case .rigid, .fixed: return (orientation == GTK_ORIENTATION_VERTICAL ? rounded : 0, rounded)
        }
    }

    fileprivate func allocate(width: Int32, height: Int32) {
        guard let root else { return }
        isWorking = true
        defer { isWorking = false }
        syncIfNeeded()
        if ownsRootFrame { root.frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }
        root.layoutIfNeeded()
        syncIfNeeded()
        tree.place { presenter, placement in
            switch placement {
            case .hidden:
                gtk_widget_set_child_visible(presenter.widget, 0)
            case .shown(let frame, let opacity):
                gtk_widget_set_child_visible(presenter.widget, 1)
                if gtk_widget_get_opacity(presenter.widget) != opacity { gtk_widget_set_opacity(presenter.widget, opacity) }
                allocate(presenter.widget, at: frame)
            }
        }
    }

    /// Gives `child` the pixels `frame` covers, and at least its minimum size (GTK asks every
    /// child to be measured before it is allocated, and never given less than its minimum).
    private func allocate(_ child: WidgetPointer, at frame: Rect) {
        let left = Int32(frame.minX.rounded()), top = Int32(frame.minY.rounded())
        var width = max(0, Int32(frame.maxX.rounded()) - left)
        let horizontal = child.measure(GTK_ORIENTATION_HORIZONTAL)
        width = max(width, horizontal.minimum)
        let vertical = child.measure(GTK_ORIENTATION_VERTICAL, for: width)
        let height = max(max(0, Int32(frame.maxY.rounded()) - top), vertical.minimum)
        var allocation = GtkAllocation(x: left, y: top, width: width, height: height)
        gtk_widget_size_allocate(child, &allocation, -1)
    }

    /// The host's key on its widget, as a quark: GTK asks a row's widget for its size several
    /// times per bind, and a quark is found without hashing a string.
    fileprivate static let dataKey = g_quark_from_string("bindings-view-tree-host")

    fileprivate static func host(of widget: WidgetPointer?) -> ViewTreeHost? {
        guard let widget, let data = g_object_get_qdata(widget.gobject, dataKey) else { return nil }
        return Unmanaged<ViewTreeHost>.fromOpaque(data).takeUnretainedValue()
    }
}

private let hostRequestMode: GtkCustomRequestModeFunc = { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }

private let hostMeasure: GtkCustomMeasureFunc = { widget, orientation, size, minimum, natural, minimumBaseline, naturalBaseline in
    // GTK calls layouts on the main thread, the main actor's.
    nonisolated(unsafe) let widget = widget
    let result: (minimum: Int32, natural: Int32) = MainActor.assumeIsolated {
        ViewTreeHost.host(of: widget)?.measure(orientation, for: size) ?? (0, 0)
    }
    minimum?.pointee = result.minimum
    natural?.pointee = result.natural
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
}

private let hostAllocate: GtkCustomAllocateFunc = { widget, width, height, _ in
    nonisolated(unsafe) let widget = widget
    MainActor.assumeIsolated { ViewTreeHost.host(of: widget)?.allocate(width: width, height: height) }
}

/// How many hosts are alive, for tests proving that a closed window frees them.
@MainActor
@_spi(Testing) public enum HostCounts {
    /// Hosts alive now.
    public static var live = 0
}
#endif
