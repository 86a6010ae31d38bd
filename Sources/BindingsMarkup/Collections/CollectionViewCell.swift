import Bindings

/// An item of a ``CollectionView``: `UICollectionViewCell` / `LMCollectionViewCell` in MarkupKit
/// documents.
///
/// Its one child element is its content (``contentView``, MarkupKit's `content`), laid out inside
/// its layout margins, 8 points on every side by default as UIKit's: the collection view gives the
/// cell its item's frame and the content fills what the margins leave. A cell written in markup is
/// usually a document whose `<root>` stands for the cell, its owner too, so the content binds to
/// the cell's own properties:
///
/// ```xml
/// <root layoutMargins="4">
///     <LMColumnView>
///         <UILabel text="$name"/>
///     </LMColumnView>
/// </root>
/// ```
///
/// The collection view sets ``isSelected`` as the user selects items; ``isHighlighted`` stands for
/// a touch held on the cell. A selected cell shows its ``selectedBackgroundView`` (markup's
/// `<?selectedBackgroundView?>`) over its ``backgroundView``; without one, both pictures mark it.
open class CollectionViewCell: View {
    /// Whether the item is selected; the collection view sets it.
    @Observed public var isSelected = false
    /// Whether the item is highlighted, as while a touch rests on it.
    @Observed public var isHighlighted = false
    /// The identifier of the reuse queue the cell goes back to when its item scrolls out, or `nil`
    /// for a cell that is not reused.
    @Observed public var reuseIdentifier: String? = nil

    /// The content: the view of the cell's child element, laid out inside the layout margins.
    /// Setting another replaces it as a subview, as MarkupKit's `content` does.
    public var contentView: View? {
        didSet {
            guard contentView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let contentView { addSubview(contentView) }
        }
    }

    /// The view drawn behind the content, filling the cell (markup's `<?backgroundView?>`).
    public var backgroundView: View? {
        didSet { replaceSlotView(oldValue, with: backgroundView, at: 0) }
    }

    /// The view drawn instead of ``backgroundView`` while the cell is selected or highlighted
    /// (markup's `<?selectedBackgroundView?>`).
    public var selectedBackgroundView: View? {
        didSet { replaceSlotView(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }

    /// Adds `isSelected` and `isHighlighted`, which decide which background shows.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["isSelected", "isHighlighted"]
    }

    /// The default layout margins of a cell: 8 points on every side.
    nonisolated public static let defaultLayoutMargins = EdgeInsets(all: 8)

    /// Creates an empty cell.
    public required init() {
        super.init()
        layoutMargins = Self.defaultLayoutMargins
    }

    /// The view keys plus UIKit's markup names `selected` and `highlighted`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        cellComputedKeys
    }

    nonisolated private static let cellComputedKeys = View.computedKeys.merging([
        "selected": ComputedKey(\CollectionViewCell.selected, dependsOn: "isSelected"),
        "highlighted": ComputedKey(\CollectionViewCell.highlighted, dependsOn: "isHighlighted"),
    ]) { _, own in own }

    /// ``isSelected`` under UIKit's markup name.
    nonisolated public var selected: Bool {
        get { MainActor.assumeIsolated { isSelected } }
        set { MainActor.assumeIsolated { isSelected = newValue } }
    }

    /// ``isHighlighted`` under UIKit's markup name.
    nonisolated public var highlighted: Bool {
        get { MainActor.assumeIsolated { isHighlighted } }
        set { MainActor.assumeIsolated { isHighlighted = newValue } }
    }

    /// The content's fitting size inside the margins, plus the margins.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let margins = safeMargins
        guard let contentView, contentView.superview === self, !contentView.isCollapsed else {
            return Size(width: margins.horizontal, height: margins.vertical)
        }
        let inner = Size(width: max(0, proposal.width - margins.horizontal), height: max(0, proposal.height - margins.vertical))
        let fitting = contentView.fittingSize(for: inner)
        return Size(width: fitting.width + margins.horizontal, height: fitting.height + margins.vertical)
    }

    /// Fills the cell with its background views, the one for its state shown, and gives the
    /// content the frame inside the margins.
    open override func layoutSubviews() {
        let marked = isSelected || isHighlighted
        layoutBackgroundSlots([backgroundView, selectedBackgroundView],
                              showing: marked ? selectedBackgroundView ?? backgroundView : backgroundView)
        guard let contentView, contentView.superview === self else { return }
        let margins = safeMargins
        contentView.frame = Rect(x: margins.left, y: margins.top, width: max(0, frame.width - margins.horizontal),
                                 height: max(0, frame.height - margins.vertical))
    }

    /// Called by ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` before the cell is
    /// handed out again: override it to reset state the data source does not always set. The
    /// default clears the highlight; the collection view sets ``isSelected`` for the new item.
    open func prepareForReuse() {
        isHighlighted = false
    }
}

// The child element of a cell in markup is its content.
extension CollectionViewCell: MarkupContainer {
    /// Makes `child` the content, replacing any earlier one.
    public func addMarkupChild(_ child: View) {
        contentView = child
    }
}

// A cell's background views are slots of markup, each instruction followed by its view.
extension CollectionViewCell: MarkupViewSlots {
    /// `backgroundView` and `selectedBackgroundView`.
    nonisolated public static var markupViewSlots: [MarkupViewSlot] {
        [.backgroundView, .selectedBackgroundView]
    }

    /// Sets the background view the slot names.
    public func setMarkupView(_ view: View, forSlot slot: String) {
        if slot == MarkupViewSlot.selectedBackgroundView.name { selectedBackgroundView = view } else { backgroundView = view }
    }
}

// A collection view's cells wait in reuse queues as a table's do.
extension CollectionViewCell: ReusableCell {}
