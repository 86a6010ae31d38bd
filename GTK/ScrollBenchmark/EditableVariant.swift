#if GTK
import CGtk

/// A variant whose list the user changes: typing in its search field filters it, and its order
/// can change; the benchmark waits until the list shows the outcome.
@MainActor
protocol EditableVariant: ScrollVariant {
    /// Types `text` into the search field, as the keyboard would (the entry's text changes).
    func type(_ text: String)
    /// Orders the list by name (true) or distance (false), as the Sort button would.
    func sort(byName: Bool)
    /// The number of rows the list has now, with no filtering or sorting still under way.
    var settledRowCount: Int? { get }
    /// The name in the first row the list has now.
    var firstName: String? { get }
}
#endif
