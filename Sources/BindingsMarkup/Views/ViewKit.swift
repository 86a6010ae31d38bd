/// The view classes of the kit by element name, for the markup compiler.
///
/// Each class is listed under its own name (`Label`) and, where MarkupKit documents use another, under
/// that too (`UILabel`, `LMColumnView`), so documents written for MarkupKit load unchanged. Every class
/// has a `required init()`: `ViewKit.viewTypes["UILabel"]?.init()` creates a ``Label``.
public enum ViewKit {
    /// The kit's own names.
    public static let kitTypes: [String: View.Type] = [
        "View": View.self,
        "Label": Label.self,
        "ImageView": ImageView.self,
        "TextField": TextField.self,
        "Button": Button.self,
        "Switch": Switch.self,
        "Spacer": Spacer.self,
        "ColumnView": ColumnView.self,
        "RowView": RowView.self,
        "TableView": TableView.self,
        "TableViewCell": TableViewCell.self,
    ]

    /// MarkupKit's names, each mapped to the kit name of the class that stands for it.
    public static let markupKitAliases: [String: String] = [
        "UIView": "View",
        "UILabel": "Label",
        "UIImageView": "ImageView",
        "UITextField": "TextField",
        "UIButton": "Button",
        "UISwitch": "Switch",
        "LMSpacer": "Spacer",
        "LMColumnView": "ColumnView",
        "LMRowView": "RowView",
        "UITableView": "TableView",
        "LMTableView": "TableView",
        "UITableViewCell": "TableViewCell",
        "LMTableViewCell": "TableViewCell",
    ]

    /// Every element name the kit understands: its own names and MarkupKit's.
    public static let viewTypes: [String: View.Type] = kitTypes.merging(
        markupKitAliases.compactMapValues { kitTypes[$0] }
    ) { own, _ in own }
}
