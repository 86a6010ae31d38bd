import Bindings

/// A row of a ``TableView``: `UITableViewCell` / `LMTableViewCell` in MarkupKit documents.
///
/// The cell *is* its content view: it is a ``ColumnView`` whose subviews (the child elements of the
/// cell in markup, or views added in code) are stacked top to bottom inside its layout margins, so a
/// cell is self-sizing: the table asks it for its height at the table's width. The default margins
/// leave 8 points on the left and 16 on the right, where a checked cell shows its checkmark.
///
/// For static tables written as in MarkupKit, every cell also has a ``textLabel`` and a
/// ``detailTextLabel`` (markup sets `textLabel.text="Red"`); they are its first two subviews and take
/// no space while their text is empty.
open class TableViewCell: ColumnView {
    /// The value the row stands for, such as `"S"` for a row titled Small; read by
    /// ``TableView/value(forSection:)`` and matched by ``TableView/setValue(_:forSection:)``.
    @Observed public var value: Any? = nil
    /// Whether the row shows a checkmark.
    @Observed public var checked = false
    /// The identifier of the reuse queue the cell goes back to when its row scrolls out, or `nil` for
    /// a cell that is not reused.
    @Observed public var reuseIdentifier: String? = nil
    /// How the cell shows that it is being selected; `none` still lets a tap select the row.
    @Observed public var selectionStyle = TableViewCellSelectionStyle.default
    /// The standard view at the cell's trailing edge, drawn in the right margin.
    @Observed public var accessoryType = TableViewCellAccessoryType.none
    /// Whether the row is selected: the cell then shows its ``selectedBackgroundView`` (or its
    /// ``multipleSelectionBackgroundView``) instead of its ``backgroundView``, unless its
    /// `selectionStyle` is `none`. ``TableView/userDidSelectRow(at:)`` selects it.
    @Observed public var isSelected = false

    /// The view drawn behind the content, filling the cell (markup's `<?backgroundView?>`).
    public var backgroundView: View? {
        didSet { replaceSlotView(oldValue, with: backgroundView, at: 0) }
    }

    /// The view drawn instead of ``backgroundView`` while the cell is selected (markup's
    /// `<?selectedBackgroundView?>`).
    public var selectedBackgroundView: View? {
        didSet { replaceSlotView(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }

    /// The view drawn instead of ``backgroundView`` while the cell is selected in a table that
    /// allows multiple selection (markup's `<?multipleSelectionBackgroundView?>`).
    public var multipleSelectionBackgroundView: View? {
        didSet {
            let below = [backgroundView, selectedBackgroundView].count { $0 != nil }
            replaceSlotView(oldValue, with: multipleSelectionBackgroundView, at: below)
        }
    }

    /// Whether the table the cell was last selected in allows multiple selection.
    var isInMultipleSelectionTable = false {
        didSet { if oldValue != isInMultipleSelectionTable { setNeedsLayout() } }
    }

    /// How the built-in labels are laid out; chosen when the cell is created (markup's `style`).
    public internal(set) var style = TableViewCellStyle.default {
        didSet { applyStyle() }
    }

    /// The primary text, System 16.
    nonisolated public let textLabel: Label
    /// The secondary text below it, System 14 gray.
    nonisolated public let detailTextLabel: Label

    /// The default layout margins of a cell.
    nonisolated public static let defaultLayoutMargins = EdgeInsets(top: 0, left: 8, bottom: 0, right: 16)

    /// Creates an empty cell.
    public required init() {
        textLabel = CellTextLabel()
        detailTextLabel = CellTextLabel(font: Font.system(size: 14), textColor: Color(white: 0.5))
        super.init()
        startWithLabels(textLabel, detailTextLabel, margins: Self.defaultLayoutMargins)
    }

    /// The column keys plus `textLabel` and `detailTextLabel`, for key paths such as `textLabel.text`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        cellComputedKeys
    }

    /// Merged once: every key read by name that is not `@Observed` asks for the class's computed keys.
    nonisolated private static let cellComputedKeys = ColumnView.computedKeys
        .merging(CellTextLabel.keys(\TableViewCell.textLabel, \TableViewCell.detailTextLabel)) { _, own in own }
        .merging(["contentView": ComputedKey(\TableViewCell.contentView)]) { _, own in own }

    /// The cell itself, which is its own content view: markup's `contentView.backgroundColor` and
    /// `contentView.layoutMargins`, written for UIKit's cells, set the cell.
    nonisolated public var contentView: TableViewCell { self }

    /// In `value1` and `value2` the detail label shares the text label's line: the column leaves
    /// it out and it is placed after the column's pass.
    private func applyStyle() {
        let detail = detailTextLabel as? CellTextLabel
        detail?.sharesLine = style == .value1 || style == .value2
        detailTextLabel.font = Font.system(size: style == .subtitle ? 12 : 14)
        detailTextLabel.textAlignment = style == .value1 ? .right : .left
        detailTextLabel.textColor = style == .value2 ? .black : Color(white: 0.5)
        if style == .value2 { textLabel.textColor = Color(red: 0, green: 122.0 / 255, blue: 1) }
        setNeedsLayout()
    }

    override func isPlacedOutsideStack(_ subview: View) -> Bool {
        (subview === detailTextLabel && (detailTextLabel as? CellTextLabel)?.sharesLine == true)
            || subview === backgroundView || subview === selectedBackgroundView || subview === multipleSelectionBackgroundView
    }

    /// Adds `isSelected`, which decides which background shows.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["isSelected"]
    }

    /// The column's layout, the background views filling the cell (the one for its selection
    /// state shown), then the detail label on the text label's line for `value1` (on the right)
    /// and `value2` (after a third of the width).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBackgroundViews()
        guard (detailTextLabel as? CellTextLabel)?.sharesLine == true else { return }
        let line = textLabel.frame
        let left = layoutMargins.left
        let width = max(0, frame.width - left - layoutMargins.right)
        let textHeight = max(line.height, detailTextLabel.fittingSize(for: Size(width: width, height: .infinity)).height)
        if style == .value2 {
            textLabel.frame = Rect(x: left, y: line.minY, width: width / 3, height: textHeight)
            detailTextLabel.frame = Rect(x: left + width / 3 + 8, y: line.minY, width: max(0, width * 2 / 3 - 8), height: textHeight)
        } else {
            detailTextLabel.frame = Rect(x: left, y: line.minY, width: width, height: textHeight)
        }
    }

    /// Called by ``TableView/dequeueReusableCell(withIdentifier:)`` before the cell is handed out again.
    ///
    /// Override it to reset state the data source does not always set. The default clears the checkmark
    /// and the selection, so that a reused cell never shows the previous row's.
    open func prepareForReuse() {
        checked = false
        isSelected = false
    }
}

// A cell is created in one of UIKit's four styles, by MarkupKit's factory name
// (`style="value1TableViewCell"`) or the style's alone (`style="value1"`).
extension TableViewCell: MarkupStyleCreatable {
    /// UIKit's four cell styles, alone and followed by `TableViewCell`.
    nonisolated public static var markupStyleNames: [String] {
        MarkupStyleName.names(of: TableViewCellStyle.self, suffix: "TableViewCell")
    }

    /// A cell in `style`: `default`, `value1`, `value2` or `subtitle`, alone or followed by `TableViewCell`.
    public static func make(markupStyle: String) throws(KeyValueConversionFailure) -> Self {
        let cell = Self()
        cell.style = try MarkupStyleName.parse(markupStyle, suffix: "TableViewCell")
        return cell
    }
}
