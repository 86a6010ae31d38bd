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
