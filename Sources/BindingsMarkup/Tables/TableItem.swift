/// One vertical place of a table: its header view, a section's header, a row, a section's footer,
/// or its footer view.
@_spi(Backend) public enum TableItem: Hashable, Sendable {
    /// The table's header view, above the first section.
    case tableHeader
    /// The header of a section: its header view or title.
    case header(section: Int)
    /// A row.
    case row(TableIndexPath)
    /// The footer of a section: its footer view or title.
    case footer(section: Int)
    /// The table's footer view, below the last section.
    case tableFooter
}
