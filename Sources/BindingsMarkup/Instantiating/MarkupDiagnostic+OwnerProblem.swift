// The wording of the problems that depend on the owner a template is built for.
extension MarkupDiagnostic {
    /// A problem that depends on the owner a template is built for: outlets, actions, owner keys, the root view.
    public enum OwnerProblem: Hashable, Sendable {
        /// An `id` whose outlet the owner does not declare.
        case missingOutlet(name: String, owner: String, suggestion: String?)
        /// An `id` whose outlet exists on the owner but holds another type of view.
        case outletTypeMismatch(name: String, owner: String, viewType: String)
        /// An `onXxx` attribute naming an action the owner does not declare.
        case unknownAction(name: String, owner: String, suggestion: String?)
        /// An owner key that a binding expression reads but the owner does not have.
        case unknownOwnerKey(KeyValueError)
        /// A two-way binding (`$$keyPath`) whose last key the owner cannot set (a computed key with
        /// only a getter): `type` is the class holding `key`, which edits would be written to.
        case readOnlyOwnerKey(type: String, key: String)
        /// A document whose root element is `<root>`, loaded without an existing view for it to apply to.
        case rootWithoutView
        /// A `<root>` document loaded into a view that is not of the owner's class it was compiled for.
        case rootViewMismatch(expected: String, found: String)
        /// A `<navigationItem>` or `<tabBarItem>` in a document whose owner is not a view controller.
        case controllerItemWithoutController(element: String, owner: String)
    }
}

extension MarkupDiagnostic.OwnerProblem {
    /// The message, without location or severity.
    public var message: String {
        switch self {
        case .missingOutlet(let name, let owner, let suggestion):
            return "\(owner) has no outlet '\(name)'" + Suggestion.clause(suggestion)
        case .outletTypeMismatch(let name, let owner, let viewType):
            return "outlet '\(name)' of \(owner) cannot hold a \(viewType)"
        case .unknownAction(let name, let owner, let suggestion):
            return "\(owner) has no action '\(name)'" + Suggestion.clause(suggestion)
        case .unknownOwnerKey(let error):
            return "binding reads a key the owner lacks: \(error)"
        case .readOnlyOwnerKey(let type, let key):
            // The runtime's own words, as a two-way binding reports when an edit is written back.
            return "two-way binding writes a key the owner cannot set: \(KeyValueError.readOnlyKey(type: type, key: key).description)"
        case .rootWithoutView:
            return "'<root>' applies to an existing view; load the document with one as its root"
        case .rootViewMismatch(let expected, let found):
            return "'<root>' applies to a \(expected); the root view given is a \(found)"
        case .controllerItemWithoutController(let element, let owner):
            return "'<\(element)>' sets the owner's \(element), but \(owner) is not a view controller"
        }
    }
}
