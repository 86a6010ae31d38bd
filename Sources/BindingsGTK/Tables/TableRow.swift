#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// One row widget of a table's list: a host showing an item's view (a cell, or a section's header
/// or footer), and the cell made for this row widget when the table recycles.
@MainActor
final class TableRow {
    let host = ViewTreeHost(sizing: .rigid)
    /// The cell this row widget reuses for the data source's rows; `nil` until one is made.
    var ownCell: TableViewCell?
    /// The item shown, or `nil` while the row widget is unbound.
    var item: TableItem?

    private var insets = EdgeInsets.zero

    /// Indents the host's content, for a section title.
    func setTitleInsets(_ insets: EdgeInsets) {
        guard insets != self.insets else { return }
        self.insets = insets
        gtk_widget_set_margin_start(host.widget, Int32(insets.left))
        gtk_widget_set_margin_end(host.widget, Int32(insets.right))
    }

    /// The cell shown, when the item is a row.
    var cell: TableViewCell? {
        guard case .row = item else { return nil }
        return host.root as? TableViewCell
    }

    /// The index path shown, when the item is a row.
    var indexPath: TableIndexPath? {
        guard case .row(let path) = item else { return nil }
        return path
    }
}
#endif
