import Bindings

/// A cell's built-in label: it takes no space while it has no text. A ``TableViewCell`` and a
/// ``TableViewHeaderFooterView`` each start with two, a `textLabel` and a `detailTextLabel`.
final class CellTextLabel: Label {
    /// Whether the cell places it on the text label's line itself (`value1`, `value2`).
    var sharesLine = false

    override var isCollapsed: Bool {
        isHidden || (text ?? "").isEmpty
    }

    /// A label drawn in `font` and `textColor`.
    convenience init(font: Font, textColor: Color) {
        self.init()
        self.font = font
        self.textColor = textColor
    }

    /// The keys `textLabel` and `detailTextLabel` of a view holding the two labels at `text` and
    /// `detail`, for key paths such as `textLabel.text`.
    nonisolated static func keys<Root: ColumnView>(_ text: KeyPath<Root, Label> & Sendable,
                                                   _ detail: KeyPath<Root, Label> & Sendable) -> [String: ComputedKey] {
        ["textLabel": ComputedKey(text), "detailTextLabel": ComputedKey(detail)]
    }
}

extension ColumnView {
    /// Sets the margins and adds the two built-in labels first, as a cell and a section's header or
    /// footer view start.
    func startWithLabels(_ text: Label, _ detail: Label, margins: EdgeInsets) {
        layoutMargins = margins
        addSubview(text)
        addSubview(detail)
    }
}
