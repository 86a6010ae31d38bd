/// Shows a table's rows in a toolkit's own recycling list (the GTK backend's `GtkListView`) instead
/// of as the table's subviews.
///
/// With a host (``TableView/rowHost``) the table places no rows itself: the host asks it for the
/// items to show (``TableView/tableItems``), gets each row's cell from it
/// (``TableView/cell(forRowAt:reusing:)``), and gives cells back when their rows stop showing
/// (``TableView/endDisplaying(_:forRowAt:)``). Static cells are then roots of their own, shown by
/// the host, rather than the table's subviews.
@MainActor
public protocol TableRowHost: AnyObject, Sendable {
    /// The table's sections, rows or titles changed (``TableView/reloadData()``): show them again.
    func tableDidReloadData(_ tableView: TableView)
    /// The rows shown now and their cells, top to bottom.
    var shownRows: [(indexPath: TableIndexPath, cell: TableViewCell)] { get }
}
