// The wording of the problems reading localized strings.
extension MarkupDiagnostic {
    /// A problem with localized strings or named colors.
    public enum LocalizationProblem: Hashable, Sendable {
        /// A `.strings` file that cannot be read; the diagnostic locates the problem in that file.
        case malformedStrings(StringsProblem)
        /// A `@key` attribute value with no string in the loader's tables or ``MarkupLoader/localizedStrings``
        /// (a warning: the key is shown).
        case missingLocalizedString(key: String)
        /// A color table (``MarkupLoader/colorTables``) that cannot be read.
        case malformedColorTable(ColorTableProblem)
    }
}

extension MarkupDiagnostic.LocalizationProblem {
    /// The message, without location or severity.
    public var message: String {
        switch self {
        case .malformedStrings(let problem):
            return "malformed strings file: " + problem.words
        case .missingLocalizedString(let key):
            return "no localized string for '@\(key)'; the key is shown"
        case .malformedColorTable(let problem):
            return "malformed color table: " + problem.words
        }
    }
}
