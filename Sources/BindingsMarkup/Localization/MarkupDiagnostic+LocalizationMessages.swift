// The wording of the problems reading localized strings.
extension MarkupDiagnostic.Kind {
    /// The message of a problem with localized strings, or `nil` for another stage's.
    var localizationMessage: String? {
        switch self {
        case .malformedStrings(let problem):
            return "malformed strings file: " + problem.words
        case .missingLocalizedString(let key):
            return "no localized string for '@\(key)'; the key is shown"
        case .malformedColorTable(let problem):
            return "malformed color table: " + problem.words
        default:
            return nil
        }
    }
}
