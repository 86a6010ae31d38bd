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
