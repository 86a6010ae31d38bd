/// The view types markup elements name: the view kit's own names, MarkupKit's names
/// (`UILabel`, `LMColumnView`, …) and the types an app registers, module-qualified or not.
@MainActor
public struct MarkupElementTypes {
    private var types: [String: View.Type]

    /// The view kit's types under their own and MarkupKit's names.
    public init() {
        types = ViewKit.viewTypes
    }

    /// Registers `type` under `name` (for example `"BadgeView"` or `"MyApp.BadgeView"`).
    public mutating func register(_ type: View.Type, as name: String) {
        types[name] = type
    }

    /// The type named `name`: an exact match, or for a module-qualified name (`MyApp.BadgeView`)
    /// its last component.
    public func type(named name: String) -> View.Type? {
        if let type = types[name] { return type }
        if let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex {
            return types[String(name[name.index(after: dot)...])]
        }
        return nil
    }

    /// Every registered type, once per name it is registered under.
    var registeredTypes: [View.Type] { Array(types.values) }

    /// Every registered name, for "did you mean" suggestions.
    public var names: [String] { types.keys.sorted() }
}
