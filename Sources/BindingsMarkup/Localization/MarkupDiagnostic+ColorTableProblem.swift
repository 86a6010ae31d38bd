extension MarkupDiagnostic {
    /// Why a color table (`Colors.plist`) could not be read (``Kind/malformedColorTable(_:)``).
    public enum ColorTableProblem: Hashable, Sendable {
        /// The file is not a property list whose root is a dictionary.
        case notADictionary
        /// The entry `name` is not a color: `value` is the text, or the type of what is there.
        case notAColor(name: String, value: String)

        var words: String {
            switch self {
            case .notADictionary: "expected a property list of color names and #RRGGBB[AA] values"
            case let .notAColor(name, value): "'\(name)' is '\(value)', not a color (#RRGGBB or #RRGGBBAA)"
            }
        }
    }
}
