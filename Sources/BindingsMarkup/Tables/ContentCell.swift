import Bindings

/// A cell that shows one element of an array: a section bound to an array
/// (``TableView/bindRows(inSection:to:keyPath:identifiedBy:cellDocument:loader:)``, markup's `<?sectionRows?>`)
/// gives each row's cell its element as ``content``, and the cell's document binds to it, as in
/// `<UILabel text="$content.title"/>`. A cell whose row stops showing lets go of its element.
///
/// The cell document's root may be `UITableViewCell` (it then applies to the cell itself) or any
/// view (then added to the cell); the document's owner is the cell.
open class ContentCell: TableViewCell {
    /// The element of the row shown, or `nil` while the cell shows no row.
    @Observed public var content: Any? = nil
}
