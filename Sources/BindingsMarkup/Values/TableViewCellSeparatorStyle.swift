/// Whether a table draws lines between its rows, as `UITableViewCell.SeparatorStyle`.
public enum TableViewCellSeparatorStyle: String, NamedEnumeration {
    /// No separators.
    case none
    /// A thin line between rows.
    case singleLine

    /// UIKit's prefixes.
    public static var caseNamePrefixes: [String] {
        ["TableViewCellSeparatorStyle", "UITableViewCellSeparatorStyle", "SeparatorStyle"]
    }
}
