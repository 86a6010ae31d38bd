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
