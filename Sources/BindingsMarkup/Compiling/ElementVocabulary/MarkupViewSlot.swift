/// One place a ``MarkupViewSlots`` view takes a view: the instruction's target that names it, and
/// the class its view must be.
public struct MarkupViewSlot: Sendable {
    /// The instruction's target, such as `backgroundView`.
    public let name: String
    /// The class the slot's view must be (or inherit from): `View` for any view.
    public let viewType: View.Type

    /// A slot named `name` taking views of `viewType` (any view by default).
    public init(_ name: String, accepting viewType: View.Type = View.self) {
        self.name = name
        self.viewType = viewType
    }
}

extension MarkupViewSlot {
    // MarkupKit's slots that more than one view takes, each named once.

    /// A cell's, a header's or a list's background.
    static let backgroundView = MarkupViewSlot("backgroundView")
    /// A cell's background while it is selected.
    static let selectedBackgroundView = MarkupViewSlot("selectedBackgroundView")
    /// A scrolling view's pull-to-refresh control.
    static let refreshControl = MarkupViewSlot("refreshControl", accepting: RefreshControl.self)
    /// A table's: the view that follows is the last section's header.
    static let sectionHeaderView = MarkupViewSlot("sectionHeaderView")
    /// A table's: the view that follows is the last section's footer.
    static let sectionFooterView = MarkupViewSlot("sectionFooterView")
}
