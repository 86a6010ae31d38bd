// Selection as UIKit's: a tap selects one item (or toggles it among several), the item's cell shows
// it, the delegate hears it, and the selection follows items that move.
extension CollectionView {
    /// The selected items, in order.
    public var indexPathsForSelectedItems: [TableIndexPath] {
        rebuildCountsIfNeeded()
        return selection.sorted()
    }

    /// The user selected the item at `indexPath`: without ``allowsMultipleSelection`` it becomes
    /// the only selected item (the others are deselected, and the delegate hears of each); with it,
    /// a selected item is deselected instead. Does nothing for an item that does not exist or when
    /// ``allowsSelection`` is off. Toolkit backends call it when an item is activated; tests call
    /// it to drive a screen.
    public func userDidSelectItem(at indexPath: TableIndexPath) {
        guard allowsSelection, indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section) else { return }
        if allowsMultipleSelection, selection.contains(indexPath) {
            deselect(indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let others = allowsMultipleSelection ? [] : selection.subtracting([indexPath]).sorted()
        for other in others { deselect(other) }
        selectItem(at: indexPath)
        for other in others { delegate?.collectionView(self, didDeselectItemAt: other) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Selects the item at `indexPath` in code, as UIKit's `selectItem(at:animated:scrollPosition:)`:
    /// other items stay selected and the delegate hears nothing. Does nothing for an item that does not exist.
    public func selectItem(at indexPath: TableIndexPath) {
        guard indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section) else { return }
        selection.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Deselects the item at `indexPath` in code; the delegate hears nothing.
    public func deselectItem(at indexPath: TableIndexPath) {
        deselect(indexPath)
    }

    private func deselect(_ indexPath: TableIndexPath) {
        guard selection.remove(indexPath) != nil else { return }
        cellForItem(at: indexPath)?.isSelected = false
    }
}
