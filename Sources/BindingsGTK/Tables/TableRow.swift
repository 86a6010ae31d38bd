#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// One row widget of a table's list: a host showing what its `RecycledTableRow` says (a cell, or
/// a section's header or footer).
@MainActor
final class TableRow {
    let host = ViewTreeHost(sizing: .rigid)
    /// What the row widget shows, and the cell it keeps.
    private var content: RecycledTableRow
    private var insets = EdgeInsets.zero

    /// A row widget of `table`'s recycling list, or of a list that does not recycle for `nil`.
    init(for table: TableView?) {
        content = table.map(RecycledTableRow.init(for:)) ?? RecycledTableRow()
    }

    /// The item shown, or `nil` while the row widget is unbound; renumbered without binding again.
    var item: TableItem? {
        get { content.item }
        set { content.item = newValue }
    }

    /// Shows `item` of `table`.
    func bind(_ item: TableItem, of table: TableView) {
        content = content.binding(item, of: table)
        host.show(content.view)
        setTitleInsets(content.insets)
    }

    /// Stops showing the item (a data source's cell goes back to the table).
    func unbind(from table: TableView) {
        content = content.unbinding(from: table)
        host.show(content.view)
    }

    /// Indents the host's content, for a section title.
    private func setTitleInsets(_ insets: EdgeInsets) {
        guard insets != self.insets else { return }
        self.insets = insets
        gtk_widget_set_margin_start(host.widget, Int32(insets.left))
        gtk_widget_set_margin_end(host.widget, Int32(insets.right))
    }

    /// The cell shown, when the item is a row.
    var cell: TableViewCell? {
        content.cell
    }

    /// The index path shown, when the item is a row.
    var indexPath: TableIndexPath? {
        content.indexPath
    }
}
#endif
