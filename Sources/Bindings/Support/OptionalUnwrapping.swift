/// Lets the runtime see through `Optional` values hidden inside `Any`.
protocol AnyOptional {
    /// The wrapped value, or `nil`, flattened through nested optionals.
    var flattened: Any? { get }
    /// The type of the wrapped value.
    static var wrappedType: Any.Type { get }
    /// Wraps a value already converted to the wrapped type, or makes `.none`.
    static func wrapping(_ value: Any?) -> Self?
}

extension Optional: AnyOptional {
    var flattened: Any? {
        switch self {
        case .none: return nil
        case .some(let wrapped): return flatten(wrapped)
        }
    }

    static var wrappedType: Any.Type { Wrapped.self }

    static func wrapping(_ value: Any?) -> Self? {
        guard let value else { return .some(.none) }
        guard let wrapped = value as? Wrapped else { return nil }
        return .some(wrapped)
    }
}

/// Removes any `Optional` layers from a value typed as `Any`, so `Optional<Int>.none` reads as `nil`.
func flatten(_ value: Any?) -> Any? {
    guard let value else { return nil }
    // Metatype comparisons are nearly free; the conformance check is not, so the common types skip it.
    let type = ObjectIdentifier(Swift.type(of: value))
    if type == FlattenFastPath.string || type == FlattenFastPath.int || type == FlattenFastPath.double
        || type == FlattenFastPath.bool { return value }
    guard Swift.type(of: value) is any AnyOptional.Type, let optional = value as? any AnyOptional else { return value }
    return optional.flattened
}

private enum FlattenFastPath {
    static let string = ObjectIdentifier(String.self)
    static let int = ObjectIdentifier(Int.self)
    static let double = ObjectIdentifier(Double.self)
    static let bool = ObjectIdentifier(Bool.self)
}
