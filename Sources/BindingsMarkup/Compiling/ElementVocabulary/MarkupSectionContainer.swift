/// A view that markup divides into sections: `<?sectionBreak?>`, `<?sectionName?>`,
/// `<?sectionSelectionMode?>`, `<?sectionRows?>`, `<?sectionValue?>`, `<sectionHeader>` and `<sectionFooter>` are allowed in it, and apply
/// to its last section. `TableView` adopts it.
@MainActor
public protocol MarkupSectionContainer: MarkupContainer {
    /// Starts a new section.
    func addMarkupSectionBreak()
    /// Names the last section.
    func setMarkupSectionName(_ name: String)
    /// Sets how the last section's rows are selected.
    func setMarkupSectionSelectionMode(_ mode: TableSelectionMode)
    /// Sets the last section's header: a title, a view, or neither.
    func setMarkupSectionHeader(title: String?, view: View?)
    /// Sets the last section's footer: a title, a view, or neither.
    func setMarkupSectionFooter(title: String?, view: View?)
    /// Makes the last section's rows follow the array at `keyPath` of `owner`, each row a cell
    /// built from the document `cellDocument` and told apart by `identityKeyPath` of its element
    /// when one is named (`<?sectionRows $keyPath CellDocument id=key?>`).
    func bindMarkupSectionRows(to owner: any KeyValueCoding, keyPath: String, identifiedBy identityKeyPath: String?,
                               cellDocument: String, loader: MarkupLoader) throws(TableRowsBindingError) -> TableRowsBinding
    /// Binds the last section's checked value both ways to `keyPath` of `owner`
    /// (`<?sectionValue $$keyPath?>`).
    func bindMarkupSectionValue(to owner: any KeyValueCoding, keyPath: String) throws(BindingError)
}
