/// A view that takes the views of its child elements otherwise than as subviews: a table takes
/// cells as the rows of its current section. Other views add them as subviews.
@MainActor
public protocol MarkupContainer: AnyObject {
    /// Adds the view of a child element, in document order.
    func addMarkupChild(_ child: View)
}

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
    /// built from the document `cellDocument` (`<?sectionRows $keyPath CellDocument?>`).
    func bindMarkupSectionRows(to owner: any KeyValueCoding, keyPath: String, cellDocument: String,
                               loader: MarkupLoader) throws(TableRowsBindingError) -> TableRowsBinding
    /// Binds the last section's checked value both ways to `keyPath` of `owner`
    /// (`<?sectionValue $$keyPath?>`).
    func bindMarkupSectionValue(to owner: any KeyValueCoding, keyPath: String) throws(BindingError)
}

/// A view that sends the actions markup connects with `onXxx` attributes to its owner's handlers.
@MainActor
public protocol MarkupActionSending: AnyObject {
    /// The events the view sends, by the names markup uses after `on` (`ValueChanged`), for the
    /// element catalog and tools.
    nonisolated static var markupEvents: [String] { get }
    /// Calls `handler` each time the view sends `event`, the attribute's name without `on`
    /// (`onPrimaryActionTriggered` → `PrimaryActionTriggered`); returns whether the view sends such
    /// an event, so that markup naming one it does not send is reported.
    func addMarkupAction(for event: String, _ handler: @escaping @MainActor () -> Void) -> Bool
}
