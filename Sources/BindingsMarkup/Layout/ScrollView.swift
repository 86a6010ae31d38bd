/// Shows part of a content view larger than itself: `LMScrollView` and `UIScrollView` in MarkupKit
/// documents.
///
/// Its first subview (the markup child) is the content, sized to its fitting size, or to the scroll
/// view's width with ``fitToWidth`` (text that wraps, scrolling vertically) and its height with
/// ``fitToHeight``. ``contentOffset`` is the content's point shown at the top left; the content is
/// laid out shifted by it, and the scroll view clips what lies outside its frame, so both pictures
/// draw only the visible part. ``userDidScroll(to:)`` stands for the user dragging it. A
/// ``refreshControl`` shows above the content while it refreshes.
open class ScrollView: View {
    /// The content point shown at the scroll view's top left.
    @Observed public var contentOffset = Point.zero
    /// Whether the content is as wide as the scroll view (it scrolls vertically only).
    @Observed public var fitToWidth = false
    /// Whether the content is as tall as the scroll view (it scrolls horizontally only).
    @Observed public var fitToHeight = false
    /// Whether the user can scroll; code still sets ``contentOffset`` when it is `false`. Markup
    /// may spell it `scrollEnabled`, as UIKit does.
    @Observed public var isScrollEnabled = true

    /// The drag that scrolls the view, configured in markup through `panGestureRecognizer.*`.
    nonisolated public let panGestureRecognizer = PanGestureRecognizer()

    /// A scroll view that clips its content.
    public required init() {
        super.init()
        clipsToBounds = true
    }

    /// Adds `contentOffset` and the fitting options.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["contentOffset", "fitToWidth", "fitToHeight"]
    }

    /// The view keys plus `scrollEnabled` and `panGestureRecognizer`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        scrollComputedKeys
    }

    /// Merged once, as every key read by name that is not `@Observed` asks for them.
    nonisolated private static let scrollComputedKeys = View.computedKeys.merging([
        "scrollEnabled": ComputedKey(\ScrollView.scrollEnabled, dependsOn: "isScrollEnabled"),
        "panGestureRecognizer": ComputedKey(\ScrollView.panGestureRecognizer),
    ]) { _, own in own }

    /// ``isScrollEnabled`` under UIKit's markup name.
    nonisolated public var scrollEnabled: Bool {
        get { MainActor.assumeIsolated { isScrollEnabled } }
        set { MainActor.assumeIsolated { isScrollEnabled = newValue } }
    }

    /// The control the user pulls to refresh (markup's `<?refreshControl?>`): while it refreshes
    /// it shows at the top of the frame, and the content moves down by its height.
    public var refreshControl: RefreshControl? {
        didSet { replaceSlotView(oldValue, with: refreshControl, at: subviews.count) }
    }

    /// The slots markup fills: `refreshControl`, taking a ``RefreshControl``. A subclass adds its
    /// own to `super`'s and places them in ``placeSlotView(_:forSlot:)``.
    nonisolated open class var scrollViewSlots: [MarkupViewSlot] {
        [.refreshControl]
    }

    /// Puts `view` in the slot named `slot`, one of ``scrollViewSlots``: the refresh control here.
    open func placeSlotView(_ view: View, forSlot slot: String) {
        refreshControl = view as? RefreshControl
    }

    /// The content view: the first subview that is not the refresh control.
    public var contentView: View? { subviews.first { $0 !== refreshControl } }

    /// The height the content moves down by: the refresh control's while it refreshes, else 0.
    var refreshInset: Double {
        guard let refreshControl, !refreshControl.isCollapsed else { return 0 }
        return RefreshControl.height
    }

    /// The content's size at the scroll view's current size.
    public var contentSize: Size {
        guard let contentView else { return .zero }
        let proposal = Size(width: fitToWidth ? frame.width : .infinity, height: fitToHeight ? frame.height : .infinity)
        let fitting = contentView.fittingSize(for: proposal)
        return Size(width: fitToWidth ? frame.width : fitting.width, height: fitToHeight ? frame.height : fitting.height)
    }

    /// The largest offset that still fills the frame with content (zero when the content is smaller).
    public var maximumContentOffset: Point {
        let size = contentSize
        return Point(x: max(0, size.width - frame.width), y: max(0, size.height - frame.height))
    }

    /// Simulates the user scrolling to `offset`, clamped so that content fills the frame; nothing
    /// when scrolling is disabled or its ``panGestureRecognizer`` does not drag the content.
    public func userDidScroll(to offset: Point) {
        guard isScrollEnabled, panGestureRecognizer.dragsContent else { return }
        let maximum = maximumContentOffset
        contentOffset = Point(x: min(max(0, offset.x), maximum.x), y: min(max(0, offset.y), maximum.y))
    }

    /// Places the content at its size, shifted by the offset (and down by a refreshing control).
    open override func layoutSubviews() {
        refreshControl?.frame = Rect(x: 0, y: 0, width: frame.width, height: RefreshControl.height)
        guard let contentView else { return }
        let size = contentSize
        contentView.frame = Rect(x: -contentOffset.x, y: refreshInset - contentOffset.y, width: size.width, height: size.height)
    }

    /// The content's fitting size (and a refreshing control's height), no larger than proposed.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        guard let contentView else { return .zero }
        let fitting = contentView.fittingSize(for: Size(width: fitToWidth ? proposal.width : .infinity, height: .infinity))
        return Size(width: min(fitting.width, proposal.width), height: min(fitting.height + refreshInset, proposal.height))
    }
}

// A scroll view's refresh control is a slot of markup: `<?refreshControl?>` followed by a
// `UIRefreshControl`. Subclasses add slots of their own through the class's overridable pair.
extension ScrollView: MarkupViewSlots {
    /// The class's ``scrollViewSlots``.
    nonisolated public static var markupViewSlots: [MarkupViewSlot] {
        scrollViewSlots
    }

    /// Puts the view in its slot (``placeSlotView(_:forSlot:)``).
    public func setMarkupView(_ view: View, forSlot slot: String) {
        placeSlotView(view, forSlot: slot)
    }
}
