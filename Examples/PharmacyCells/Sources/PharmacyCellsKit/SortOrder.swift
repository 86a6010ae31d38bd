/// How the pharmacy list is ordered.
public enum SortOrder: String, CaseIterable, Sendable {
    /// Nearest first, as the search returns them.
    case distance
    /// Alphabetically by name, then nearest first.
    case name

    /// The order's name, as the sort options show it.
    public var title: String {
        self == .distance ? "Distance" : "Name"
    }

    /// The Sort button's title while the list is in this order: "By Distance".
    public var buttonTitle: String {
        "By " + title
    }

    /// The other order, for the `s` key.
    public var toggled: SortOrder {
        self == .distance ? .name : .distance
    }
}
