#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``ScrollView`` as a `GtkScrolledWindow` whose child is a host of its own showing the
/// scroll view's content (``ScrollView/contentView``) at the frame the kit's layout gives it. The
/// user scrolling (either adjustment's value changing) is ``ScrollView/userDidScroll(to:)``; a
/// `contentOffset` set in code scrolls the adjustments there, as far as GTK's range allows.
///
/// With `fitToWidth` (or `fitToHeight`) the content is as wide (tall) as the scroll view, so that
/// direction has no scroll bar. The kit measures the scroll view from its content. While the user
/// may not scroll (``ScrollView/isScrollEnabled`` or its pan gesture off) there are no scroll bars,
/// and a scroll the user makes anyway is undone: the view's offset stays the model. A refreshing
/// ``ScrollView/refreshControl`` shows over the top of the scrolled window (see ``SlotOverlay``).
@MainActor
final class ScrollViewPresenter: WidgetPresenter {
    private let scrollView: ScrollView
    /// The content's host, the viewport's child: the kit's layout places the content's widgets.
    private let content = ViewTreeHost(sizing: .flexible, ownsRootFrame: false)
    private var shownOffset: Point?
    private var shownFit: [Bool]?
    private var placedContentSize: Size?

    /// The scrolled window around the viewport.
    private let scrolled: WidgetPointer
    /// The refresh control, over the scrolled window's top.
    private let slots: SlotOverlay

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        let scrolled = gtk_scrolled_window_new()!
        self.scrolled = scrolled
        slots = SlotOverlay(content: scrolled)
        super.init(view: scrollView, widget: slots.widget)
        let viewport = gtk_viewport_new(nil, nil)!
        // The content's host may be made smaller than its content (its minimum is 0), so the
        // viewport scrolls over the content's natural size.
        gtk_scrollable_set_hscroll_policy(viewport.opaque, GTK_SCROLL_NATURAL)
        gtk_scrollable_set_vscroll_policy(viewport.opaque, GTK_SCROLL_NATURAL)
        gtk_viewport_set_child(viewport.opaque, content.widget)
        gtk_scrolled_window_set_child(scrolled.opaque, viewport)
        for adjustment in [horizontal, vertical] {
            Signal.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self] in self?.adjustmentChanged() }
            // A new range (the content was measured or resized): scroll to the offset again, which
            // GTK clamped to the range it had.
            Signal.connect(UnsafeMutableRawPointer(adjustment), "changed") { [weak self] in
                guard let self else { return }
                self.applying { self.applyOffset() }
            }
        }
        content.show(scrollView.contentView)
    }

    override var measuresView: Bool { false }
    override var showsSubviews: Bool { true }

    override class var shownKeys: [String] {
        super.shownKeys + ["contentOffset", "fitToWidth", "fitToHeight", "isScrollEnabled"]
    }

    private var horizontal: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_hadjustment(scrolled.opaque)
    }

    private var vertical: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(scrolled.opaque)
    }

    /// The adjustments' values and upper ends: `GtkScrolledWindow offset 0,60 content 400x238`.
    override var widgetState: String {
        "GtkScrolledWindow offset " + ValueText.number(gtk_adjustment_get_value(horizontal)) + ","
            + ValueText.number(gtk_adjustment_get_value(vertical)) + " content "
            + ValueText.number(gtk_adjustment_get_upper(horizontal)) + "x" + ValueText.number(gtk_adjustment_get_upper(vertical))
    }

    override var scrollingWidget: WidgetPointer {
        scrolled
    }

    override var nestedWidgets: [WidgetPresenter] {
        content.shownPresenters + slots.shownPresenters
    }

    override func update() {
        super.update()
        let scrolls = scrollView.isScrollEnabled && scrollView.panGestureRecognizer.dragsContent
        let fit = [scrollView.fitToWidth, scrollView.fitToHeight, scrolls]
        if fit != shownFit {
            // External: no scroll bar, and the content keeps its own size.
            let free = scrolls ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
            gtk_scrolled_window_set_policy(scrolled.opaque, fit[0] ? GTK_POLICY_NEVER : free, fit[1] ? GTK_POLICY_NEVER : free)
            shownFit = fit
        }
        if scrollView.contentOffset != shownOffset {
            shownOffset = scrollView.contentOffset
            applyOffset()
        }
    }

    override func treeDidChange() {
        content.show(scrollView.contentView)
        content.syncIfNeeded()
        slots.show(background: nil, top: scrollView.refreshControl)
    }

    /// The outer pass laid the content out: the content's host places it again (GTK would skip an
    /// allocation at an unchanged size), or measures it again when it changed size.
    override func willPlace(in frame: Rect) {
        slots.setNeedsLayout()
        let size = scrollView.contentView?.frame.size
        if size != placedContentSize {
            placedContentSize = size
            content.setNeedsLayout()
        } else {
            content.setNeedsPlacement()
        }
    }

    private func applyOffset() {
        let offset = scrollView.contentOffset
        for (adjustment, value) in [(horizontal, offset.x), (vertical, offset.y)] where gtk_adjustment_get_value(adjustment) != value {
            gtk_adjustment_set_value(adjustment, value)
        }
    }

    private func adjustmentChanged() {
        let offset = Point(x: gtk_adjustment_get_value(horizontal), y: gtk_adjustment_get_value(vertical))
        guard !isApplying, offset != scrollView.contentOffset else { return }
        scrollView.userDidScroll(to: offset)
        // Refused or clamped: the widget shows the view's offset again.
        if scrollView.contentOffset != offset { applying { applyOffset() } }
    }
}
#endif
