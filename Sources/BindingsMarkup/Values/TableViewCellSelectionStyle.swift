/// How a cell shows that it is being selected, as `UITableViewCell.SelectionStyle`.
public enum TableViewCellSelectionStyle: String, NamedEnumeration {
    /// No highlight: a tap still selects the row (checkmarks, `didSelectRow`).
    case none
    /// Blue.
    case blue
    /// Gray.
    case gray
    /// The system's.
    case `default`

    /// UIKit's prefixes.
    public static var caseNamePrefixes: [String] {
        ["TableViewCellSelectionStyle", "UITableViewCellSelectionStyle", "SelectionStyle"]
    }
}
