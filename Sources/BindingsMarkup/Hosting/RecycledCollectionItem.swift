/// What one item widget of a toolkit's recycling grid shows of a collection view, and the cell it
/// keeps: the rules of recycling items that every ``CollectionItemHost`` shares.
///
/// As for a table's rows (``RecycledTableRow``), an item widget offers its own cell for each
/// item it shows (``CollectionView/cell(forItem:reusing:)``) and gives it back when unbound
/// (``CollectionView/endDisplaying(_:forItemAt:)``), still showing it. Binding and unbinding
/// return the new state, for the same reason.
@_spi(Backend) @MainActor
public struct RecycledCollectionItem {
    /// The cell this item widget reuses for the data source's items; `nil` until one is made.
    public private(set) var ownCell: CollectionViewCell?
    /// The position shown, counting the items of every section, or `nil` while unbound.
    public private(set) var position: Int?
    /// The index path shown, or `nil` while unbound.
    public private(set) var indexPath: TableIndexPath?
    /// The view the item widget shows now, or `nil`.
    public private(set) var view: View?

    /// An item widget of `collectionView`'s grid: with one kind of cell registered, its cell is
    /// made now, once per item widget.
    public init(for collectionView: CollectionView) {
        let identifiers = collectionView.registeredCellIdentifiers
        if identifiers.count == 1, let identifier = identifiers.first, let path = collectionView.indexPath(forItemAt: 0) {
            ownCell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: path)
        }
    }

    /// The cell shown, while bound.
    public var cell: CollectionViewCell? {
        position == nil ? nil : view as? CollectionViewCell
    }

    /// The item widget showing the item at `position` of `collectionView`: the data source
    /// configures the widget's own cell. Nothing changes for a position past the items.
    public func binding(_ position: Int, of collectionView: CollectionView) -> RecycledCollectionItem {
        guard let path = collectionView.indexPath(forItemAt: position) else { return self }
        var item = self
        item.position = position
        item.indexPath = path
        let cell = collectionView.cell(forItem: position, reusing: ownCell)
        // A data source that made a cell of its own instead: the item widget keeps that one.
        if let cell, cell !== ownCell, cell.reuseIdentifier != nil { item.ownCell = cell }
        item.view = cell
        return item
    }

    /// The item widget no longer showing its item: its own cell goes back to `collectionView`,
    /// whose data source lets go of the item, and stays shown; any other view is no longer shown.
    public func unbinding(from collectionView: CollectionView) -> RecycledCollectionItem {
        var item = self
        if let path = indexPath, let cell, cell === ownCell {
            collectionView.endDisplaying(cell, forItemAt: path)
        } else {
            item.view = nil
        }
        item.position = nil
        item.indexPath = nil
        return item
    }

    /// Moves a bound item widget to `position`, without binding again, when items before it came
    /// or went; an unbound one stays unbound.
    public mutating func renumber(to position: Int, of collectionView: CollectionView) {
        guard self.position != nil else { return }
        self.position = position
        indexPath = collectionView.indexPath(forItemAt: position)
    }
}
