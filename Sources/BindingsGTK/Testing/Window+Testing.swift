#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk
import CGtkSupport
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
            total.reused += counts.reused
            total.itemObjects += counts.itemObjects
            total.bound += counts.bound
            total.unbound += counts.unbound
            total.boundLater += counts.boundLater
            total.waiting += counts.waiting
            total.coming += counts.coming
        }
    }

    /// The cell each row widget of `table` shows an index path in, on screen or not.
    @_spi(Testing) public func boundCells(of table: TableView) -> [(indexPath: TableIndexPath, cell: TableViewCell)] {
        (table.presenter as? TablePresenter)?.shownRows ?? []
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
    /// A static table's groups and rows as GTK shows them (see ``StaticList``), one line per
    /// widget; empty for a table whose rows are recycled.
    @_spi(Testing) public func formDescription(of table: TableView) -> [String] {
        guard let presenter = table.presenter as? TablePresenter, let list = presenter.list as? StaticList else { return [] }
        return list.description
    }

    /// The GtkCheckButton of the static table's row at `indexPath`, when its section has checkmarks.
    @_spi(Testing) public func checkButton(of table: TableView, at indexPath: TableIndexPath) -> WidgetPointer? {
        guard let presenter = table.presenter as? TablePresenter, let list = presenter.list as? StaticList else { return nil }
        return list.checkButton(at: indexPath)
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
            let allocation = placedAllocation
            line += " @\(allocation.x),\(allocation.y) \(allocation.width)x\(allocation.height)"
        }
        return [line] + nestedWidgets.flatMap { $0.describe(frames: frames, indent: indent + "  ") }
    }

    /// The widget's allocation in its parent, where it was placed even while its CSS turns it.
    ///
    /// GTK folds a CSS transform into the widget's transform, and `gtk_widget_get_allocation`
    /// gives an origin of 0,0 for any transform that is more than a translation: a spinning
    /// `GtkSpinner`, which the theme rotates (`transform: rotate(1turn)`), would read as placed at
    /// the host's corner. CSS turns a widget about its centre, which stays where it was placed.
    private var placedAllocation: GtkAllocation {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        guard let parent = gtk_widget_get_parent(widget) else { return allocation }
        let width = Float(gtk_widget_get_width(widget)), height = Float(gtk_widget_get_height(widget))
        var corner = graphene_point_t(x: 0, y: 0), centre = graphene_point_t(x: width / 2, y: height / 2)
        var cornerInParent = graphene_point_t(), centreInParent = graphene_point_t()
        guard gtk_widget_compute_point(widget, parent, &corner, &cornerInParent) != 0,
              gtk_widget_compute_point(widget, parent, &centre, &centreInParent) != 0 else { return allocation }
        // Exact: a translation moves both points by the same whole pixels.
        if centreInParent.x - cornerInParent.x == width / 2, centreInParent.y - cornerInParent.y == height / 2 { return allocation }
        allocation.x += Int32((centreInParent.x - width / 2).rounded())
        allocation.y += Int32((centreInParent.y - height / 2).rounded())
        return allocation
    }
}

// The windows a window's controllers open, and what their header bars, stacks and dialogs show.
extension Window {
    /// The GTK windows showing the window's controllers: its own, then each presented controller's
    /// or alert's, the lowest first.
    @_spi(Testing) public var gtkWindows: [WidgetPointer] {
        (gtkWindow.map { [$0] } ?? []) + presentations.map(\.gtkWindow)
    }

    /// Writes a picture of window `index` of ``gtkWindows`` (a presented window, an alert's
    /// dialog) as it is drawn now to a PNG file at `path`; returns whether it could.
    @_spi(Testing) public func writePNG(ofWindow index: Int, to path: String) -> Bool {
        let windows = gtkWindows
        return windows.indices.contains(index) && Self.writePNG(of: windows[index], to: path)
    }

    /// The header bar of window `index` of ``gtkWindows``: its title or switcher, then its buttons
    /// at the start and at the end, left to right; nothing for a dialog.
    @_spi(Testing) public func describeHeaderBar(window index: Int = 0) -> [String] {
        scene(at: index)?.headerBar.lines ?? []
    }

    /// The widgets of the visible screen of window `index` of ``gtkWindows``, one per line.
    @_spi(Testing) public func describeContent(window index: Int = 0, frames: Bool = false) -> [String] {
        scene(at: index)?.visiblePage?.host.shownPresenters.flatMap { $0.describe(frames: frames) } ?? []
    }

    /// The alert dialog that is window `index` of ``gtkWindows``: its texts, entries and buttons.
    @_spi(Testing) public func describeDialog(window index: Int) -> [String] {
        guard index > 0, presentations.indices.contains(index - 1), let dialog = presentations[index - 1] as? AlertDialog else { return [] }
        return dialog.lines
    }

    /// How window `index` of ``gtkWindows`` stands: its title, size, whether it is modal, and which
    /// window it is transient for: `"Sheet" 416x404 modal transient-for=0`.
    @_spi(Testing) public func describeToplevel(window index: Int) -> String {
        let windows = gtkWindows
        guard windows.indices.contains(index) else { return "none" }
        let window = windows[index].as(GtkWindow.self)
        var line = String(reflecting: gtk_window_get_title(window).map { String(cString: $0) } ?? "")
        if let content = index == 0 ? scene(at: 0)?.root?.widget : gtk_window_get_child(window) {
            line += " \(gtk_widget_get_width(content))x\(gtk_widget_get_height(content))"
        }
        if gtk_window_get_modal(window) != 0 { line += " modal" }
        if let parent = gtk_window_get_transient_for(window) {
            line += " transient-for=" + (windows.firstIndex { $0.as(GtkWindow.self) == parent }.map(String.init) ?? "?")
        }
        if gtk_window_get_destroy_with_parent(window) != 0 { line += " destroy-with-parent" }
        return line
    }

    /// The back button of window `index`'s header bar.
    @_spi(Testing) public func backButton(window index: Int = 0) -> WidgetPointer? {
        scene(at: index)?.headerBar.backButton
    }

    /// The buttons of window `index`'s header bar, left to right: those at the start (the back
    /// button first), then those at the end.
    @_spi(Testing) public func headerBarButtons(window index: Int = 0) -> [WidgetPointer] {
        guard let bar = scene(at: index)?.headerBar else { return [] }
        return ControllerWidgets.children(of: bar.startBox) + ControllerWidgets.children(of: bar.endBox)
    }

    /// The buttons of the tab switcher in window `index`'s header bar, left to right.
    @_spi(Testing) public func switcherButtons(window index: Int = 0) -> [WidgetPointer] {
        guard let bar = scene(at: index)?.headerBar, let title = gtk_header_bar_get_title_widget(bar.widget.opaque),
              typeName(of: title) == "GtkStackSwitcher" else { return [] }
        return ControllerWidgets.children(of: title)
    }

    /// The `GtkStack` showing `container` (a navigation or tab bar controller) in any of the windows.
    @_spi(Testing) public func stackWidget(of container: ViewController) -> WidgetPointer? {
        for scene in scenes.compactMap({ $0 }) {
            if let content = scene.root?.content(showing: container), content is NavigationStack || content is TabStack { return content.widget }
        }
        return nil
    }

    /// The buttons of the alert dialog that is window `index`, in order, and the entries of its text fields.
    @_spi(Testing) public func dialogWidgets(window index: Int) -> (buttons: [WidgetPointer], entries: [WidgetPointer]) {
        guard index > 0, presentations.indices.contains(index - 1), let dialog = presentations[index - 1] as? AlertDialog else { return ([], []) }
        return (dialog.buttons, dialog.fields.map(\.widget))
    }

    /// The X11 window id of window `index`, for tools that send it real input (`xdotool`); 0 off X11.
    @_spi(Testing) public func x11WindowID(window index: Int = 0) -> UInt {
        let windows = gtkWindows
        guard windows.indices.contains(index) else { return 0 }
        return UInt(bindings_x11_window_id(windows[index]))
    }

    private func scene(at index: Int) -> ControllerScene? {
        let scenes = scenes
        return scenes.indices.contains(index) ? scenes[index] : nil
    }
}
#endif
