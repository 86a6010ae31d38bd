/// Lets the runtime, and the markup schema, see through `Optional` types hidden behind `Any.Type`.
package protocol AnyOptional {
    /// The type of the wrapped value.
    static var wrappedType: Any.Type { get }
    /// Wraps a value already converted to the wrapped type, or makes `.none`.
    static func wrapping(_ value: Any?) -> Self?
}

extension Optional: AnyOptional {
    /// `Wrapped`.
    package static var wrappedType: Any.Type { Wrapped.self }

    /// `value` as `Wrapped`, wrapped; `.some(.none)` for `nil`; `nil` when it is not a `Wrapped`.
    package static func wrapping(_ value: Any?) -> Self? {
        guard let value else { return .some(.none) }
        guard let wrapped = value as? Wrapped else { return nil }
        return .some(wrapped)
    }
}

/// Removes any `Optional` layers from a value typed as `Any`, so `Optional<Int>.none` reads as `nil`.
func flatten(_ value: Any?) -> Any? {
    guard let value else { return nil }
    // The kind check is one load. Only actual optionals pay for the cast, which unwraps one layer
    // through the runtime's optional path: half the cost of a cast to `any AnyOptional`, which
    // looks the conformance up.
    guard TypeKind.isOptional(Swift.type(of: value)) else { return value }
    return flatten(unwrapOneLayer(value, as: Any?.self) ?? nil)
}

/// `value as? T`, written generically: with `T` spelled `Any?` the compiler would take the cast
/// as one that always succeeds by wrapping, rather than the runtime cast that unwraps.
@inline(__always)
private func unwrapOneLayer<T>(_ value: Any, as _: T.Type) -> T? {
    value as? T
}
