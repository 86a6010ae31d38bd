import Bindings

/// The MarkupKit attributes that real documents use but the view kit does not implement: touch,
/// keyboard and scrolling behaviour a headless kit and its pictures have no use for.
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
        // Touch and keyboard behaviour a headless kit has no user for.
        "userInteractionEnabled": [View.self],
        "isUserInteractionEnabled": [View.self],
        "exclusiveTouch": [View.self],
        "multipleTouchEnabled": [View.self],
        "tintAdjustmentMode": [View.self],
        "keyboardAppearance": [TextField.self, TextView.self, SearchBar.self],
        "textContentType": [TextField.self, TextView.self, SearchBar.self],
        "smartDashesType": [TextField.self, TextView.self, SearchBar.self],
        "smartQuotesType": [TextField.self, TextView.self, SearchBar.self],
        "smartInsertDeleteType": [TextField.self, TextView.self, SearchBar.self],
        "adjustsImageWhenHighlighted": [Button.self],
        "showsTouchWhenHighlighted": [Button.self],
        // Scrolling chrome and physics.
        "showsVerticalScrollIndicator": [ScrollView.self, TableView.self, TextView.self],
        "showsHorizontalScrollIndicator": [ScrollView.self, TableView.self, TextView.self],
        "indicatorStyle": [ScrollView.self, TableView.self, TextView.self],
        "bounces": [ScrollView.self, TableView.self, TextView.self],
        "keyboardDismissMode": [ScrollView.self, TableView.self, TextView.self],
        "contentInsetAdjustmentBehavior": [ScrollView.self, TableView.self, TextView.self],
        "barStyle": [SearchBar.self, TabBar.self],
        "searchBarStyle": [SearchBar.self],
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
