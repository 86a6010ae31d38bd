// UIKit's table and cell enumerations by name, as MarkupKit documents set them
// (`selectionStyle="none"`, `accessoryType="disclosureIndicator"`).

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

/// The standard view at a cell's trailing edge, as `UITableViewCell.AccessoryType`.
public enum TableViewCellAccessoryType: String, NamedEnumeration {
    /// None.
    case none
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// An information button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An information button.
    case detailButton

    /// UIKit's prefixes.
    public static var caseNamePrefixes: [String] {
        ["TableViewCellAccessoryType", "UITableViewCellAccessoryType", "TableViewCellAccessory", "UITableViewCellAccessory", "AccessoryType"]
    }

    /// What the text picture shows for it, or `nil` for none.
    var symbol: String? {
        switch self {
        case .none: nil
        case .disclosureIndicator: "›"
        case .detailDisclosureButton: "ⓘ›"
        case .checkmark: "✓"
        case .detailButton: "ⓘ"
        }
    }
}

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

/// How a label ends a line that does not fit, as `NSLineBreakMode`. The kit keeps it for apps to
/// read: it wraps at word boundaries and ends a truncated text with `…` whatever the mode.
public enum LineBreakMode: String, NamedEnumeration {
    /// Wrap at word boundaries.
    case byWordWrapping
    /// Wrap at characters.
    case byCharWrapping
    /// Cut off.
    case byClipping
    /// `…` at the start.
    case byTruncatingHead
    /// `…` at the end.
    case byTruncatingTail
    /// `…` in the middle.
    case byTruncatingMiddle

    /// UIKit's prefixes.
    public static var caseNamePrefixes: [String] {
        ["LineBreakMode", "NSLineBreakMode", "NSLineBreak"]
    }
}
