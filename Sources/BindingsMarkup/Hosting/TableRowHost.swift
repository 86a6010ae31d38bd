/// Shows a table's rows in a toolkit's own recycling list (the GTK backend's `GtkListView`) instead
/// of as the table's subviews.
///
/// With a host (``TableView/rowHost``) the table places no rows itself: the host asks it for the
/// items to show (``TableView/tableItems``), gets each row's cell from it
/// (``TableView/cell(forRowAt:reusing:)``), and gives cells back when their rows stop showing
/// (``TableView/endDisplaying(_:forRowAt:)``). Static cells are then roots of their own, shown by
/// the host, rather than the table's subviews.
@MainActor
@_spi(Backend) public protocol TableRowHost: AnyObject, Sendable {
    /// The table's sections, rows or titles changed (``TableView/reloadData()``): show them again.
    func tableDidReloadData(_ tableView: TableView)
    /// The rows shown now and their cells, top to bottom.
    var shownRows: [(indexPath: TableIndexPath, cell: TableViewCell)] { get }
    /// Rows were inserted, deleted, moved or reloaded (``TableView/insertRows(at:)`` and the other
    /// row changes): `splices`, applied in order to the items shown before, give
    /// ``TableView/tableItems``. A row that stays keeps its cell; a spliced-in row is new or
    /// reloaded, and needs its cell from ``TableView/cell(forRowAt:reusing:)``.
    func tableView(_ tableView: TableView, didSpliceItems splices: [TableItemSplice])
    /// Rows changed as above, told also as one ``TableItemReplacement``: a host whose list keeps
    /// the row widget of an item that leaves and comes back within one change (GTK's) applies
    /// that, and rows that moved keep their cells too. By default the splices are applied.
    /// `splices` works them out when called: a sort of a million rows has about a million.
    func tableView(_ tableView: TableView, didReplaceItems replacement: TableItemReplacement, splices: () -> [TableItemSplice])
}

@_spi(Backend) extension TableRowHost {
    /// Shows everything again, as for ``tableDidReloadData(_:)``: a host that cannot splice its list.
    public func tableView(_ tableView: TableView, didSpliceItems splices: [TableItemSplice]) {
        tableDidReloadData(tableView)
    }

    /// Applies the splices (``tableView(_:didSpliceItems:)``): a host whose list cannot keep moved rows.
    public func tableView(_ tableView: TableView, didReplaceItems replacement: TableItemReplacement, splices: () -> [TableItemSplice]) {
        self.tableView(tableView, didSpliceItems: splices())
    }
}
