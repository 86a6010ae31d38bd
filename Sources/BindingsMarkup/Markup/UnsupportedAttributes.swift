import Bindings

/// The MarkupKit attributes that real documents use but the view kit does not implement yet.
///
/// The compiler reports each as a warning (``MarkupDiagnostic/Kind/unsupportedProperty(name:type:)``)
/// and ignores it, so such documents still load and nothing is ignored in silence; any other
/// attribute a view does not declare is an error. A view class that accepts runtime attributes
/// takes these as it takes any other key. An attribute leaves this table when its property is
/// implemented.
enum UnsupportedAttributes {
    /// Each attribute with the view classes it belongs to (their subclasses included). A name
    /// stands for every dotted path below it too (`layer` for `layer.cornerRadius`).
    static let table: [String: [View.Type]] = [
        "accessibilityLabel": [View.self],
        "accessibilityHint": [View.self],
        "accessibilityIdentifier": [View.self],
        "accessibilityValue": [View.self],
        "contentHorizontalAlignment": [Control.self],
        "contentVerticalAlignment": [Control.self],
        "imageEdgeInsets": [Button.self],
        "titleEdgeInsets": [Button.self],
    ]

    /// Every listed attribute name.
    static var names: [String] { Array(table.keys) }

    /// Whether `name` is listed for `type` or one of its superclasses.
    static func contains(_ name: String, on type: View.Type) -> Bool {
        guard let owners = table[name] else { return false }
        return owners.contains { type.isKind(of: $0) }
    }

    /// The listed attribute of `type` closest to a misspelt `name`, for "did you mean".
    static func closest(to name: String, on type: View.Type) -> String? {
        Suggestion.closest(to: name, in: names.filter { contains($0, on: type) })
    }
}
