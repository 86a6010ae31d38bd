#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// One item widget of a collection view's grid: a host showing what its `RecycledCollectionItem`
/// says (the item's cell) at the layout's item size, centred in its grid cell.
@MainActor
final class GridItem {
    let host = ViewTreeHost(sizing: .fixed)
    /// What the item widget shows, and the cell it keeps.
    private(set) var content: RecycledCollectionItem

    private var margins = (start: Int32(0), end: Int32(0), top: Int32(0), bottom: Int32(0))

    init(for collectionView: CollectionView) {
        content = RecycledCollectionItem(for: collectionView)
        gtk_widget_set_halign(host.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(host.widget, GTK_ALIGN_CENTER)
    }

    /// The position shown, counting the items of every section, or `nil` while unbound.
    var position: Int? { content.position }
    /// The index path shown, or `nil` while unbound.
    var indexPath: TableIndexPath? { content.indexPath }
    /// The cell shown.
    var cell: CollectionViewCell? { content.cell }

    /// Shows the item at `position` of `collectionView`.
    func bind(to position: Int, of collectionView: CollectionView) {
        content = content.binding(position, of: collectionView)
        host.show(content.view)
    }

    /// Moves a bound item widget to `position` without binding again.
    func renumber(to position: Int, of collectionView: CollectionView) {
        content.renumber(to: position, of: collectionView)
    }

    /// Stops showing the item (its own cell goes back to the collection view).
    func unbind(from collectionView: CollectionView) {
        content = content.unbinding(from: collectionView)
        host.show(content.view)
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
