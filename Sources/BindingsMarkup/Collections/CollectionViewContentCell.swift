import Bindings

/// A collection view cell that shows one value it is given: the cells of a cell document registered
/// without a class of its own (``CollectionView/register(cellDocument:forCellWithReuseIdentifier:loader:)``),
/// whose document binds to the value as `$content`, as in `<UILabel text="$content.name"/>`.
///
/// The data source sets ``content`` for each item; a cell whose item scrolls out lets go of it.
open class CollectionViewContentCell: CollectionViewCell {
    /// The value of the item shown, or `nil` while the cell shows no item.
    @Observed public var content: Any? = nil
}
