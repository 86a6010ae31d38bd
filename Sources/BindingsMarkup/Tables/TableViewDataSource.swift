/// Supplies a ``TableView`` with its rows when they are not static cells.
///
/// The table asks for cells only for the rows it shows, and gives back to its reuse queue the cells of
/// rows that scroll out; `tableView(_:cellForRowAt:)` should get cells from
/// ``TableView/dequeueReusableCell(withIdentifier:)`` and configure them for the row.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The configured cell for the row at `indexPath`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell
    /// The header title of `section`; by default the title set on the table, if any.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The footer title of `section`; by default the title set on the table, if any.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the data source supplies the rows of `section`; by default it supplies every section.
    /// `false` leaves the section to the table's static cells (markup's), so that one table mixes
    /// static and dynamic sections as MarkupKit's `LMTableViewController` does.
    func tableView(_ tableView: TableView, suppliesRowsInSection section: Int) -> Bool
    /// The row at `indexPath` no longer shows `cell`, which goes back to its reuse queue: the place
    /// to let go of what the cell was given for the row. By default nothing happens.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath)
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int {
        1
    }

    /// The header title set on the table with ``TableView/setHeaderTitle(_:forSection:)``.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        tableView.headerTitle(forSection: section)
    }

    /// `true`: every section is the data source's.
    public func tableView(_ tableView: TableView, suppliesRowsInSection section: Int) -> Bool {
        true
    }

    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}

    /// The footer title set on the table with ``TableView/setFooterTitle(_:forSection:)``.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        tableView.footerTitle(forSection: section)
    }
}
