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

/// A formatter that can also read back what it shows, so a two-way binding through it
/// (`$$amount::number`) writes the user's edits to the model.
public protocol ParsingValueFormatter: ValueFormatter {
    /// The value `text` shows, such as `1234.5` for `1,234.5`; empty text gives `nil`.
    ///
    /// - Throws: ``FormatterError`` with ``FormatterError/Kind/unreadableText(_:expected:)`` when
    ///   the text does not read as a value; the binding then leaves the model unchanged.
    func parse(_ text: String) throws(FormatterError) -> Any?
}
