/// A cell that scrolling hands from item to item: a ``TableViewCell`` or a ``CollectionViewCell``.
@MainActor
protocol ReusableCell: View {
    /// The identifier of the reuse queue the cell goes back to, or `nil` for a cell that is not reused.
    var reuseIdentifier: String? { get set }
    /// Called before the cell is handed out again, to reset what the next item may not set.
    func prepareForReuse()
}
