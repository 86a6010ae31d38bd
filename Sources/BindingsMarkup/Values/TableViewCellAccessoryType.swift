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
