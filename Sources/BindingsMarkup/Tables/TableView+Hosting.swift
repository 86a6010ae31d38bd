// What a row host (a toolkit's recycling list) asks of the table: the items to show, each row's
// cell, the views of titles, and the cells it stops showing.
extension TableView {
    /// The table's items top to bottom: its header view (when it has one), each section's header
    /// (when it has a header view or title), its rows, and its footer (likewise), then its footer view.
    @_spi(Backend) public var tableItems: TableItems {
        rebuildItemsIfNeeded()
        return items
    }

    /// The index in ``tableItems`` of the item at `offset` points from the top of the content, as
    /// the table's heights go (measured, or estimated for rows a host measures itself); `nil` for
    /// an empty table. A host scrolls there when ``contentOffset`` is set in code.
    @_spi(Backend) public func itemIndex(atContentOffset offset: Double) -> Int? {
        rebuildItemsIfNeeded()
        guard !items.isEmpty else { return nil }
        return min(heightIndex.index(containing: offset.isFinite ? max(0, offset) : 0), items.count - 1)
    }

    /// The cell for the row at `indexPath`: a static row's cell, or the data source's, whose
    /// ``dequeueReusableCell(withIdentifier:)`` hands out `cell` first when `cell` has that
    /// identifier, so that a host keeps one cell per row widget. `nil` for a row that does not exist.
    @_spi(Backend) public func cell(forRowAt indexPath: TableIndexPath, reusing cell: TableViewCell?) -> TableViewCell? {
        if let rows = boundRows(indexPath.section) {
            guard indexPath.row >= 0, indexPath.row < rows.count else { return nil }
            reuse.offered = cell
            defer { reuse.offered = nil }
            return rows.cell(forRow: indexPath.row, in: self)
        }
        guard let dataSource, !isStatic(indexPath.section) else { return cellForRow(at: indexPath) }
        guard indexPath.section < numberOfSections, indexPath.row >= 0,
              indexPath.row < dataSource.tableView(self, numberOfRowsInSection: indexPath.section) else { return nil }
        reuse.offered = cell
        defer { reuse.offered = nil }
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    /// Tells the table that the row at `indexPath` no longer shows `cell`: the data source hears
    /// ``TableViewDataSource/tableView(_:didEndDisplaying:forRowAt:)``, so it can let go of the
    /// row's data; a cell of a section bound to an array lets go of its element. Static rows keep
    /// their cells.
    @_spi(Backend) public func endDisplaying(_ cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        if let rows = boundRows(indexPath.section) { return rows.endDisplaying(cell) }
        guard let dataSource, !isStatic(indexPath.section) else { return }
        dataSource.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// The view shown for a header or footer item: the table's header or footer view, the section's
    /// header or footer view, or else a label with its title, styled as the table shows titles;
    /// `nil` for a row or a section with neither.
    @_spi(Backend) public func titleView(for item: TableItem) -> View? {
        switch item {
        case .tableHeader:
            return tableHeaderView
        case .tableFooter:
            return tableFooterView
        case .header(let section):
            if let view = headerView(forSection: section) { return view }
            return headerText(forSection: section).map { titleLabel($0, isHeader: true) }
        case .footer(let section):
            if let view = footerView(forSection: section) { return view }
            return footerText(forSection: section).map { titleLabel($0, isHeader: false) }
        case .row:
            return nil
        }
    }
}
