/// What one row widget of a toolkit's recycling list shows of a table, and the cell it keeps:
/// the rules of recycling rows that every ``TableRowHost`` shares.
///
/// A row widget bound to a data source's row shows the cell the table returns for it, offering
/// the widget's own cell (``TableView/cell(forRowAt:reusing:)``), so that each widget keeps one
/// cell for as long as it lives; unbound, it gives that cell back to the table
/// (``TableView/endDisplaying(_:forRowAt:)``) and keeps showing it until it is bound again. A
/// static cell or a title view belongs to the table, and another row widget may show it next, so
/// an unbound widget stops showing it.
///
/// Binding and unbinding return the new state instead of mutating it: they call the table's data
/// source, which may ask the host for its shown rows, so the host's stored row must not be in the
/// middle of a change meanwhile (`row = row.binding(item, of: table)`).
@_spi(Backend) @MainActor
public struct RecycledTableRow {
    /// The cell this row widget reuses for the data source's rows; `nil` until one is made.
    public private(set) var ownCell: TableViewCell?
    /// The item shown, or `nil` while unbound. A host renumbers it, without binding again, when
    /// rows before it come or go.
    public var item: TableItem?
    /// The view the row widget shows now: a cell, a title's view, or `nil`.
    public private(set) var view: View?
    /// How far the view is inset from the row widget's edges: a section's title lines up with
    /// the cells' text, as in UIKit; everything else fills the row.
    public private(set) var insets = EdgeInsets.zero

    /// A row widget of a list that does not recycle (a static table's): it keeps no cell of its own.
    public init() {}

    /// A row widget of `table`'s list: with one kind of cell registered, its cell is made now,
    /// once per row widget.
    public init(for table: TableView) {
        let identifiers = table.registeredCellIdentifiers
        if identifiers.count == 1, let identifier = identifiers.first {
            ownCell = table.dequeueReusableCell(withIdentifier: identifier)
        }
    }

    /// The cell shown, when the item is a row.
    public var cell: TableViewCell? {
        guard case .row = item else { return nil }
        return view as? TableViewCell
    }

    /// The index path shown, when the item is a row.
    public var indexPath: TableIndexPath? {
        guard case .row(let path) = item else { return nil }
        return path
    }

    /// The row widget showing `item` of `table`: a row's cell (the data source configures the
    /// widget's own cell), or a header's or footer's view.
    public func binding(_ item: TableItem, of table: TableView) -> RecycledTableRow {
        var row = self
        row.item = item
        row.insets = .zero
        switch item {
        case .row(let path):
            let cell = table.cell(forRowAt: path, reusing: ownCell)
            // A data source that made a cell of its own instead: the row widget keeps that one.
            if let cell, cell !== ownCell, cell.reuseIdentifier != nil, !table.isStatic(path.section) { row.ownCell = cell }
            row.view = cell
        case .tableHeader, .tableFooter:
            row.view = table.titleView(for: item)
        case .header(let section), .footer(let section):
            let sectionView = item == .header(section: section) ? table.headerView(forSection: section) : table.footerView(forSection: section)
            row.view = table.titleView(for: item)
            if sectionView == nil { row.insets = TableViewCell.defaultLayoutMargins }
        }
        return row
    }

    /// The row widget no longer showing its item: a data source's cell goes back to `table` (whose
    /// data source lets go of the row) and stays shown; a static cell or a title is no longer shown.
    public func unbinding(from table: TableView) -> RecycledTableRow {
        var row = self
        if let path = indexPath, let cell, cell === ownCell {
            table.endDisplaying(cell, forRowAt: path)
        } else {
            row.view = nil
        }
        row.item = nil
        return row
    }
}
