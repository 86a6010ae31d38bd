/// A key path read by a binding expression, such as `content.name` or `items.@sum.price`.
///
/// The components are split once, when the expression is parsed, so resolvers never split strings
/// while evaluating. Collection operators such as `@count` are kept as ordinary components.
public struct ExpressionKeyPath: Sendable, Hashable, CustomStringConvertible {
    /// The dotted form, for example `content.name`.
    public let string: String
    /// The components in order, for example `["content", "name"]`, without `self` keys.
    public let components: [String]

    /// Creates a key path from its components, joining them with dots.
    ///
    /// `self` components are dropped from ``components`` (unless the path is only `self`), as
    /// reading them gives the value itself: `list.@sum.self` reads as `list.@sum`.
    public init(components: [String]) {
        let kept = components.filter { $0 != KeyPathComponents.selfKey }
        self.components = kept.isEmpty && !components.isEmpty ? [KeyPathComponents.selfKey] : kept
        self.string = components.joined(separator: ".")
    }

    /// Creates a key path by splitting dotted text, for example `content.name`.
    ///
    /// Empty components (from `a..b` or a leading dot) are dropped; the parser never produces them.
    public init(_ string: String) {
        self.init(components: string.split(separator: ".").map(String.init))
    }

    /// The dotted form, for example `content.name`.
    public var description: String { string }
}
