/// Shows a collection view's items in a toolkit's own recycling grid (the GTK backend's
/// `GtkGridView`) instead of as the collection view's subviews.
///
/// With a host (``CollectionView/itemHost``) the collection view places no cells itself: the host
/// counts the items (``CollectionView/numberOfItemsInAllSections``), gets each item's cell from it
/// (``CollectionView/cell(forItem:reusing:)``), and gives cells back when their items stop showing
/// (``CollectionView/endDisplaying(_:forItemAt:)``).
@MainActor
@_spi(Backend) public protocol CollectionItemHost: AnyObject, Sendable {
    /// The sections or items changed wholesale (``CollectionView/reloadData()``): show them again.
    func collectionViewDidReloadData(_ collectionView: CollectionView)
    /// The items shown now and their cells, in order.
    var shownItems: [(indexPath: TableIndexPath, cell: CollectionViewCell)] { get }
    /// Items were inserted, deleted, moved or reloaded: `splices`, applied in order to the items
    /// counted across sections before, give the items now. An item that stays keeps its cell; a
    /// spliced-in item is new or reloaded, and needs its cell from ``CollectionView/cell(forItem:reusing:)``.
    func collectionView(_ collectionView: CollectionView, didSpliceItems splices: [TableItemSplice])
}

@_spi(Backend) extension CollectionItemHost {
    /// Shows everything again, as for ``collectionViewDidReloadData(_:)``: a host that cannot splice.
    public func collectionView(_ collectionView: CollectionView, didSpliceItems splices: [TableItemSplice]) {
        collectionViewDidReloadData(collectionView)
    }
}
