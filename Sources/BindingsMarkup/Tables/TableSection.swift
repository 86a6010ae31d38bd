/// What a table knows about one section besides its rows.
struct TableSection {
    /// The name markup gives with `<?sectionName …?>`, for ``TableView/section(withName:)``.
    var name: String?
    /// The header title, shown above the rows.
    var headerTitle: String?
    /// The footer title, shown below the rows.
    var footerTitle: String?
    /// A view shown above the rows instead of the header title.
    var headerView: View?
    /// A view shown below the rows instead of the footer title.
    var footerView: View?
    /// How selecting rows checks them.
    var selectionMode = TableSelectionMode.default
    /// The static cells, for tables without a data source.
    var cells: [TableViewCell] = []
    /// The array the rows follow, when the section is bound to one: the table keeps it.
    var rows: TableRowsBinding?
}

/// The label showing a section's header or footer title.
final class SectionTitleLabel: Label {}
