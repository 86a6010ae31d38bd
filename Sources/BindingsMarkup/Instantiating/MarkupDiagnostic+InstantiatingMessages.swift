// The wording of the problems that depend on the owner a template is built for.
extension MarkupDiagnostic.Kind {
    /// The message of a problem found building for an owner, or `nil` for another stage's.
    var instantiatingMessage: String? {
        switch self {
        case .missingOutlet(let name, let owner, let suggestion):
            return "\(owner) has no outlet '\(name)'" + Suggestion.clause(suggestion)
        case .outletTypeMismatch(let name, let owner, let viewType):
            return "outlet '\(name)' of \(owner) cannot hold a \(viewType)"
        case .unknownAction(let name, let owner, let suggestion):
            return "\(owner) has no action '\(name)'" + Suggestion.clause(suggestion)
        case .unknownOwnerKey(let message):
            return "binding reads a key the owner lacks: \(message)"
        case .readOnlyOwnerKey(let type, let key):
            // The runtime's own words, as a two-way binding reports when an edit is written back.
            return "two-way binding writes a key the owner cannot set: \(KeyValueError.readOnlyKey(type: type, key: key).description)"
        case .rootWithoutView:
            return "'<root>' applies to an existing view; load the document with one as its root"
        case .rootViewMismatch(let expected, let found):
            return "'<root>' applies to a \(expected); the root view given is a \(found)"
        case .controllerItemWithoutController(let element, let owner):
            return "'<\(element)>' sets the owner's \(element), but \(owner) is not a view controller"
        default:
            return nil
        }
    }
}
