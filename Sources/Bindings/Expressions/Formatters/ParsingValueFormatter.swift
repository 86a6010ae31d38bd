/// A formatter that can also read back what it shows, so a two-way binding through it
/// (`$$amount::number`) writes the user's edits to the model.
public protocol ParsingValueFormatter: ValueFormatter {
    /// The value `text` shows, such as `1234.5` for `1,234.5`; empty text gives `nil`.
    ///
    /// - Throws: ``FormatterError`` with ``FormatterError/Kind/unreadableText(_:expected:)`` when
    ///   the text does not read as a value; the binding then leaves the model unchanged.
    func parse(_ text: String) throws(FormatterError) -> Any?
}
