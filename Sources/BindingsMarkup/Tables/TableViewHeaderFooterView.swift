import Bindings

/// A section's header or footer view: `UITableViewHeaderFooterView` / `LMTableViewHeaderFooterView`
/// in MarkupKit documents, given to a table with `<?sectionHeaderView?>` or `<?sectionFooterView?>`.
///
/// Like a cell it is a column with a ``textLabel`` and a ``detailTextLabel`` first (markup sets
/// `textLabel.text="Sizes"`), which take no space while empty; child elements stack after them.
/// A ``backgroundView`` fills it, behind them.
open class TableViewHeaderFooterView: ColumnView {
    /// The title, System 14 gray.
    nonisolated public let textLabel: Label
    /// The secondary text below it, System 12 gray.
    nonisolated public let detailTextLabel: Label

    /// The view drawn behind the content, filling the view (markup's `<?backgroundView?>`).
    public var backgroundView: View? {
        didSet { replaceSlotView(oldValue, with: backgroundView, at: 0) }
    }

    /// The default layout margins: the cell's left and right, 4 points above and below.
    nonisolated public static let defaultLayoutMargins = EdgeInsets(top: 4, left: 8, bottom: 4, right: 16)

    /// Creates the view with its two empty labels.
    public required init() {
        textLabel = CellTextLabel(font: Font.system(size: 14), textColor: Color(white: 0.43))
        detailTextLabel = CellTextLabel(font: Font.system(size: 12), textColor: Color(white: 0.5))
        super.init()
        startWithLabels(textLabel, detailTextLabel, margins: Self.defaultLayoutMargins)
    }

    /// The column keys plus `textLabel` and `detailTextLabel`, for key paths such as `textLabel.text`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        headerFooterComputedKeys
    }

    /// Merged once: every key read by name that is not `@Observed` asks for the class's computed keys.
    nonisolated private static let headerFooterComputedKeys = ColumnView.computedKeys
        .merging(CellTextLabel.keys(\TableViewHeaderFooterView.textLabel, \TableViewHeaderFooterView.detailTextLabel)) { _, own in own }

    override func isPlacedOutsideStack(_ subview: View) -> Bool {
        subview === backgroundView
    }

    /// The column's layout, and the background view filling the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
    }
}

// Its background view is a slot of markup: `<?backgroundView?>` followed by the view.
extension TableViewHeaderFooterView: MarkupViewSlots {
    /// `backgroundView`.
    nonisolated public static var markupViewSlots: [MarkupViewSlot] {
        [.backgroundView]
    }

    /// Sets the background view.
    public func setMarkupView(_ view: View, forSlot slot: String) {
        backgroundView = view
    }
}
