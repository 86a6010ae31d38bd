extension MarkupDiagnostic {
    /// Why a `.strings` file could not be read (``Kind/malformedStrings(_:)``).
    public enum StringsProblem: Hashable, Sendable {
        /// An entry does not start with a quoted key.
        case expectedKey
        /// A key is not followed by `=`.
        case expectedEquals
        /// `=` is not followed by a quoted value.
        case expectedValue
        /// A value is not followed by `;`.
        case expectedSemicolon
        /// A quoted string without its closing quote.
        case unterminatedString
        /// A `/*` comment without its closing `*/`.
        case unterminatedComment
        /// A backslash escape the format does not have, such as `\q`.
        case invalidEscape(String)
        /// A `\U` escape without four hexadecimal digits naming a character.
        case invalidUnicodeEscape
        /// The file is neither UTF-8 nor UTF-16 text.
        case notText

        /// The wording, used by ``Kind/message``.
        var words: String {
            switch self {
            case .expectedKey: "expected a quoted key such as \"title\""
            case .expectedEquals: "expected '=' after the key"
            case .expectedValue: "expected a quoted value after '='"
            case .expectedSemicolon: "expected ';' after the value"
            case .unterminatedString: "unterminated string; expected '\"'"
            case .unterminatedComment: "unterminated comment; expected '*/'"
            case .invalidEscape(let escape): "unknown escape '\(escape)'; expected one of \\\" \\\\ \\n \\t \\r \\' \\0 \\U"
            case .invalidUnicodeEscape: "invalid '\\U' escape; expected four hexadecimal digits naming a character"
            case .notText: "the file is not UTF-8 or UTF-16 text"
            }
        }
    }
}
