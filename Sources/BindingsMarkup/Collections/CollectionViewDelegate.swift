/// Hears what the user does with a ``CollectionView``'s items, as `UICollectionViewDelegate`.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// The user selected the item at `indexPath`; its cell, if shown, is selected already.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath)
    /// The item at `indexPath` stopped being selected because the user selected it again (with
    /// multiple selection) or selected another (without).
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: TableIndexPath)
}

extension CollectionViewDelegate {
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: TableIndexPath) {}
}
