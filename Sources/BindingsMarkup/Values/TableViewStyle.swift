/// How a table shows its sections, as `UITableView.Style`; MarkupKit names them `plainTableView`
/// and `groupedTableView`.
public enum TableViewStyle: String, NamedEnumeration {
    /// Sections one after the other, headers in bold.
    case plain
    /// Sections as groups on a gray background, headers in small capitals.
    case grouped
    /// Grouped, with the groups inset from the edges.
    case insetGrouped
}

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

/// The kind of a button, as `UIButton.ButtonType`; MarkupKit names them `systemButton`, `customButton`….
public enum ButtonType: String, NamedEnumeration {
    /// A plain button that draws nothing of its own.
    case custom
    /// A system button: its title in the accent color.
    case system
    /// A detail disclosure button.
    case detailDisclosure
    /// An information button on a light background.
    case infoLight
    /// An information button on a dark background.
    case infoDark
    /// A button that adds a contact.
    case contactAdd
    /// A close button.
    case close
}
