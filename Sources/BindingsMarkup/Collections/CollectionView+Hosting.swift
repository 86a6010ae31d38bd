// What an item host (a toolkit's recycling grid) asks of the collection view: the items by their
// position counted across sections, each item's cell, and the cells it stops showing.
extension CollectionView {
    /// The index path of the item at `position`, counting the items of every section in order;
    /// `nil` past the last. A host's grid knows its items by such positions.
    public func indexPath(forItemAt position: Int) -> TableIndexPath? {
        rebuildCountsIfNeeded()
        return indexPath(ofItem: position)
    }

    /// The cell for the item at `position` (counted across sections): the data source's, whose
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` hands out `cell` first when `cell` has
    /// that identifier, so that a host keeps one cell per grid widget; marked selected when the
    /// item is. `nil` for an item that does not exist or without a data source.
    @_spi(Backend) public func cell(forItem position: Int, reusing cell: CollectionViewCell?) -> CollectionViewCell? {
        guard let dataSource, let path = indexPath(forItemAt: position) else { return nil }
        reuse.offered = cell
        defer { reuse.offered = nil }
        let shown = dataSource.collectionView(self, cellForItemAt: path)
        shown.isSelected = selection.contains(path)
        return shown
    }
}
