import Bindings

extension Font {
    /// Parses a markup font, as MarkupKit: a name, then optionally a size separated by whitespace.
    ///
    /// `System 14`, `System-Bold 16`, `System-Italic 12`, `helvetica 17`, `bold 15` (system bold),
    /// `italic` (system italic at the default size), or a text style alone (`headline`, `caption1`,
    /// `UIFontTextStyleBody`: see ``TextStyle``). A name alone has `defaultSize`. The size is
    /// always the last word, so a name containing spaces (`Helvetica Neue 15`) needs a size.
    public init(parsing text: String) throws(KeyValueConversionFailure) {
        self = try Self.parsed(text, Self.parse)
    }

    private static func parse(_ text: String) throws(ValueProblem) -> Font {
        let words = StringCoding.words(of: text)
        guard let last = words.last else { throw .empty }
        if words.count == 1 {
            // A lone number is a size without a name, not a font called `14`.
            if (try? StringCoding.number(last)) != nil { throw .missingFontName }
            // A text style alone (`headline`) is that style's font, as MarkupKit reads it.
            if let style = try? TextStyle(parsing: last) { return style.font }
            return Font(name: last)
        }
        let size = try StringCoding.number(last)
        guard size > 0 else { throw .nonPositiveSize(last) }
        return Font(name: words.dropLast().joined(separator: " "), size: size)
    }
}
