import Bindings

/// A one-line editable text: `UITextField` in MarkupKit documents.
///
/// ``userDidEdit(_:)`` stands for the user typing: it sets `text`, so observers of `text` (two-way
/// bindings) hear the edit exactly as they hear a change made in code.
///
/// Its content size is one line of `font`, wide enough for its text or placeholder and never narrower
/// than ``minimumCharacters`` characters, plus one character on each side for the field's edges.
open class TextField: View {
    /// The text, or `nil` for none.
    @Observed public var text: String? = nil
    /// The text shown while `text` is empty.
    @Observed public var placeholder: String? = nil
    /// The font; the default is System 17.
    @Observed public var font = Font.system()

    /// The least number of characters the field has room for.
    nonisolated public static let minimumCharacters = 8

    /// Adds `text`, `placeholder` and `font`.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["text", "placeholder", "font"]
    }

    /// The handlers markup connected (`onEditingChanged`).
    var events = ControlEvents("EditingChanged")

    /// Simulates the user changing the text to `newText`: sets `text`, notifying its observers, then
    /// sends `EditingChanged`.
    public func userDidEdit(_ newText: String) {
        text = newText
        events.send("EditingChanged")
    }

    /// One line, as wide as the longest of text, placeholder and the minimum, plus the two edges,
    /// but no wider than proposed.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let metrics = TextMetrics(font: font)
        let characters = max(text?.count ?? 0, placeholder?.count ?? 0, Self.minimumCharacters) + 2
        return Size(width: min(metrics.width(ofCharacters: characters), proposal.width), height: metrics.lineHeight)
    }

    /// The baseline of its one line.
    open override func firstBaseline(in size: Size) -> Double? {
        TextMetrics(font: font).baseline
    }
}
