/// Supplies a ``CollectionView`` with its items, as `UICollectionViewDataSource`.
///
/// The collection view asks for cells only for the items it shows, and gives back to their reuse
/// queues the cells of items that scroll out; `collectionView(_:cellForItemAt:)` should get cells
/// from ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and configure them.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell for the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell
    /// The item at `indexPath` no longer shows `cell`, which goes back to its reuse queue: the place
    /// to let go of what the cell was given for the item. By default nothing happens.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: TableIndexPath)
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        1
    }

    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                               forItemAt indexPath: TableIndexPath) {}
}
