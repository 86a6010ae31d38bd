import BindingsMarkup
import CGtk
import Foundation

// What scripts, tests and benchmarks need to drive a window: waiting for its frames, and (for
// tests) reading back what its widgets show.
extension Window {
    /// Runs the main loop until the window has laid out and drawn what changed so far: two frames
    /// drawn after the call (a change lays out in the first at the latest), and no event pending.
    /// Returns `false` when that took over `timeout` seconds. For scripts, screenshots and tests.
    @discardableResult
    public func settle(timeout: Double = 10) -> Bool {
        guard let window = gtkWindow else { return false }
        if gtk_widget_get_mapped(window) == 0 {
            guard GTK.iterate(timeout: timeout, until: { gtk_widget_get_mapped(window) != 0 }) else { return false }
        }
        guard let counter = FrameCounter.shared(for: window) else { return false }
        let deadline = Date().addingTimeInterval(timeout)
        // Each frame is asked for: a window with nothing animating draws one frame per request.
        for _ in 0..<2 {
            let target = counter.frames + 1
            gtk_widget_queue_draw(window)
            guard GTK.iterate(timeout: deadline.timeIntervalSinceNow, until: { counter.frames >= target }) else { return false }
        }
        return GTK.iterate(timeout: deadline.timeIntervalSinceNow) { g_main_context_pending(nil) == 0 }
    }

    /// One line per widget the window shows, in drawing order: the widget's type and what it shows
    /// (``WidgetPresenter/widgetState``), then its frame in the window; a table's rows follow it,
    /// indented.
    @_spi(Testing) public func describeWidgets(frames: Bool = true) -> [String] {
        widgets.flatMap { $0.describe(frames: frames) }
    }
}

extension Window {
    /// What the window's tables and collection views did with their row and item widgets, added up.
    @_spi(Testing) public var recycling: RecyclingCounts {
        widgets.compactMap { ($0 as? any RecyclingPresenter)?.recycling }.reduce(into: RecyclingCounts()) { total, counts in
            total.made += counts.made
            total.freed += counts.freed
            total.bound += counts.bound
            total.unbound += counts.unbound
        }
    }
}

extension Window {
    /// The widgets of each row `table` shows in its viewport, top to bottom, one line per widget
    /// (as ``describeWidgets(frames:)`` writes them).
    @_spi(Testing) public func rowDescriptions(of table: TableView, frames: Bool = false) -> [[String]] {
        guard let presenter = table.presenter as? TablePresenter else { return [] }
        return presenter.rowsInViewport.map { row in row.host.shownPresenters.flatMap { $0.describe(frames: frames) } }
    }
}

extension Window {
    /// The widgets of each item `collectionView` shows in its viewport, in order, one line per
    /// widget (as ``describeWidgets(frames:)`` writes them).
    @_spi(Testing) public func itemDescriptions(of collectionView: CollectionView, frames: Bool = false) -> [[String]] {
        guard let presenter = collectionView.presenter as? CollectionPresenter else { return [] }
        return presenter.itemsInViewport.map { item in item.host.shownPresenters.flatMap { $0.describe(frames: frames) } }
    }

    /// Where each item `collectionView` shows in its viewport is, in the collection view's widget:
    /// `x,y widthxheight`, in order.
    @_spi(Testing) public func itemFrames(of collectionView: CollectionView) -> [String] {
        guard let presenter = collectionView.presenter as? CollectionPresenter else { return [] }
        return presenter.itemsInViewport.map { item in
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(item.host.widget, presenter.widget, &bounds)
            return "\(Int(bounds.origin.x)),\(Int(bounds.origin.y)) \(Int(bounds.size.width))x\(Int(bounds.size.height))"
        }
    }
}

/// Counts the frames GTK draws for a window (any GTK window, for benchmarks too).
@MainActor
@_spi(Testing) public final class FrameCounter {
    /// The frames drawn since the counter was made.
    public private(set) var frames = 0
    private static let key = "bindings-frame-counter"

    /// The counter of `window`'s frame clock, kept on the clock itself: it goes with the clock, so
    /// a window made later at the same address never finds a counter of a clock that is gone.
    public static func shared(for window: WidgetPointer) -> FrameCounter? {
        guard let clock = gtk_widget_get_frame_clock(window) else { return nil }
        let object = UnsafeMutableRawPointer(clock).assumingMemoryBound(to: GObject.self)
        if let data = g_object_get_data(object, key) { return Unmanaged<FrameCounter>.fromOpaque(data).takeUnretainedValue() }
        let counter = FrameCounter()
        g_object_set_data_full(object, key, Unmanaged.passRetained(counter).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        Signal.connect(UnsafeMutableRawPointer(clock), "after-paint") { [weak counter] in counter?.frames += 1 }
        return counter
    }
}

extension WidgetPresenter {
    /// The declarations of the kit styles the widget's CSS classes give it now (its font, text
    /// color and background), for tests.
    @_spi(Testing) public var styleDeclarations: String {
        guard let names = gtk_widget_get_css_classes(widget) else { return "" }
        defer { g_strfreev(names) }
        var declarations: [String] = []
        var index = 0
        while let name = names[index] {
            if let rule = StyleSheet.declarations(ofClass: String(cString: name)) { declarations.append(rule) }
            index += 1
        }
        return declarations.joined(separator: " ")
    }

    /// This presenter's lines for ``Window/describeWidgets(frames:)``; nothing for a hidden widget.
    @_spi(Testing) public func describe(frames: Bool, indent: String = "") -> [String] {
        guard gtk_widget_get_child_visible(widget) != 0 else { return [] }
        var line = indent + widgetState
        if frames {
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(widget, &allocation)
            line += " @\(allocation.x),\(allocation.y) \(allocation.width)x\(allocation.height)"
        }
        return [line] + nestedWidgets.flatMap { $0.describe(frames: frames, indent: indent + "  ") }
    }
}
