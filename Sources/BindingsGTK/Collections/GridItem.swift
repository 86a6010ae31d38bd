#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// One item widget of a collection view's grid: a host showing the item's cell at the layout's
/// item size, centred in its grid cell, and the cell made for this item widget.
@MainActor
final class GridItem {
    let host = ViewTreeHost(sizing: .fixed)
    /// The cell this item widget reuses for the data source's items; `nil` until one is made.
    var ownCell: CollectionViewCell?
    /// The position shown, counting the items of every section, or `nil` while unbound.
    var position: Int?
    /// The index path shown, or `nil` while unbound.
    var indexPath: TableIndexPath?

    private var margins = (start: Int32(0), end: Int32(0), top: Int32(0), bottom: Int32(0))

    init() {
        gtk_widget_set_halign(host.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(host.widget, GTK_ALIGN_CENTER)
    }

    /// The cell shown.
    var cell: CollectionViewCell? {
        position == nil ? nil : host.root as? CollectionViewCell
    }

    /// Sizes the host to `size`, with `lineSpacing` after it along the scroll direction, so that
    /// lines of the grid are `lineSpacing` apart (and the last is followed by as much).
    func apply(size: Size, lineSpacing: Double, vertical: Bool) {
        host.fixedSize = size
        let after = Int32(lineSpacing.isFinite ? min(max(0, lineSpacing), 10_000).rounded() : 0)
        let margins = vertical ? (Int32(0), Int32(0), Int32(0), after) : (Int32(0), after, Int32(0), Int32(0))
        guard margins != self.margins else { return }
        self.margins = margins
        gtk_widget_set_margin_start(host.widget, margins.0)
        gtk_widget_set_margin_end(host.widget, margins.1)
        gtk_widget_set_margin_top(host.widget, margins.2)
        gtk_widget_set_margin_bottom(host.widget, margins.3)
    }
}
#endif
