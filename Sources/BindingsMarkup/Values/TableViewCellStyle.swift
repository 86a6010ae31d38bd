/// The layout of a cell's built-in labels, as `UITableViewCell.CellStyle`.
public enum TableViewCellStyle: String, NamedEnumeration {
    /// The text label alone (the detail label shown below it when it has text).
    case `default`
    /// The detail label on the right, in gray.
    case value1
    /// The text label on the left in the accent color, the detail beside it.
    case value2
    /// The detail label below the text, smaller.
    case subtitle

    /// The type's own names plus UIKit's `UITableViewCellStyle` and `CellStyle`.
    public static var caseNamePrefixes: [String] {
        ["TableViewCellStyle", "UITableViewCellStyle", "CellStyle"]
    }
}
