/// A computed property readable by name, with the key paths it depends on.
public struct ComputedKey: Sendable {
    let getter: @Sendable (AnyObject) -> Any?
    let setter: (@Sendable (AnyObject, Any?) throws(ValueConversion.Failure) -> Void)?
    /// The key paths whose changes change this key.
    public let dependencies: [String]
    /// Whether the key's type is optional: a binding's `nil` result sets `nil` then, not a default.
    let isOptional: Bool
    /// The key's declared type.
    let valueType: Any.Type

    /// A read-only computed key.
    public init<Root: AnyObject, Value>(_ keyPath: KeyPath<Root, Value> & Sendable, dependsOn dependencies: String...) {
        getter = { object in (object as? Root).map { flatten($0[keyPath: keyPath]) } ?? nil }
        setter = nil
        self.dependencies = dependencies
        isOptional = TypeKind.isOptional(Value.self)
        valueType = Value.self
    }

    /// A writable computed key: setting it by name converts the value and calls the property's setter.
    public init<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value> & Sendable, dependsOn dependencies: String...) {
        getter = { object in (object as? Root).map { flatten($0[keyPath: keyPath]) } ?? nil }
        setter = { object, value throws(ValueConversion.Failure) in
            guard let root = object as? Root else { return }
            root[keyPath: keyPath] = try ValueConversion.convert(value, to: Value.self)
        }
        self.dependencies = dependencies
        isOptional = TypeKind.isOptional(Value.self)
        valueType = Value.self
    }
}
