/// Turns a bound value into the value a view shows, for example a number into `0.16 miles`.
///
/// Formatters are named in markup after `::` (`$content.distance::number;format=%.2f miles`) and
/// created by ``FormatterRegistry`` factories. They are shared across threads and table cells,
/// so they must be `Sendable` and keep no per-call state.
public protocol ValueFormatter: Sendable {
    /// Formats a value; `nil` in usually gives `nil` out, and values of an unexpected type are
    /// usually returned unchanged so a label still shows something.
    func format(_ value: Any?) -> Any?
}
