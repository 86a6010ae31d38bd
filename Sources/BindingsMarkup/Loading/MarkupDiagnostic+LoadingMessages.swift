// The wording of the problems the loader reports finding documents.
extension MarkupDiagnostic.Kind {
    /// The message of a problem finding a document, or `nil` for another stage's.
    var loadingMessage: String? {
        switch self {
        case .documentNotFound(let name, let searched):
            return "no markup document named '\(name)'; "
                + (searched.isEmpty ? "no folders to search" : "searched " + searched.joined(separator: ", "))
        default:
            return nil
        }
    }
}
