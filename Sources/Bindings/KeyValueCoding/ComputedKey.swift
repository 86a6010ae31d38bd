/// A computed property readable by name, with the key paths it depends on.
public struct ComputedKey: Sendable {
    let getter: @Sendable (AnyObject) -> Any?
    let setter: (@Sendable (AnyObject, Any?) throws(ValueConversion.Failure) -> Void)?
    /// Converts a value for the key once and gives what sets it, typed, on any object of the
    /// class: how a markup template sets a computed key on each view it builds.
    let typedSetter: (@Sendable (Any?) throws(ValueConversion.Failure) -> @Sendable (AnyObject) -> Void)?
    /// The key path read and written, telling whether a subclass's key of the same name is this one.
    let keyPath: AnyKeyPath & Sendable
    /// The key paths whose changes change this key.
    public let dependencies: [String]
    /// Whether the key's type is optional: a binding's `nil` result sets `nil` then, not a default.
    let isOptional: Bool
    /// The key's declared type.
    let valueType: Any.Type

    /// Whether the key was declared with only a getter: setting it by name throws
    /// ``KeyValueError/readOnlyKey(type:key:)``, and a two-way binding could not write back.
    public var isReadOnly: Bool { setter == nil }

    /// A read-only computed key.
    public init<Root: AnyObject, Value>(_ keyPath: KeyPath<Root, Value> & Sendable, dependsOn dependencies: String...) {
        // Written out rather than with `Optional.map`, which runs unspecialized here.
        getter = { object in
            guard let root = object as? Root else { return nil }
            return flatten(root[keyPath: keyPath])
        }
        setter = nil
        typedSetter = nil
        self.keyPath = keyPath
        self.dependencies = dependencies
        isOptional = TypeKind.isOptional(Value.self)
        valueType = Value.self
    }

    /// A writable computed key: setting it by name converts the value and calls the property's setter.
    public init<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value> & Sendable, dependsOn dependencies: String...) {
        self.init(keyPath, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 }, dependsOn: dependencies)
    }

    /// A writable computed key read and written by `get` and `set`, which do what `keyPath` does:
    /// for keys set often by name, as applying a key path is a walk through its components, many
    /// times the cost of calling the accessors. `keyPath` tells the key apart from another.
    package init<Root: AnyObject, Value>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value> & Sendable,
        get: @escaping @Sendable (Root) -> Value, set: @escaping @Sendable (Root, Value) -> Void, dependsOn dependencies: [String]
    ) {
        getter = { object in
            guard let root = object as? Root else { return nil }
            return flatten(get(root))
        }
        setter = { object, value throws(ValueConversion.Failure) in
            guard let root = object as? Root else { return }
            set(root, try ValueConversion.convert(value, to: Value.self))
        }
        typedSetter = { value throws(ValueConversion.Failure) in
            // Never changed, only copied into the objects set.
            nonisolated(unsafe) let converted = try ValueConversion.convert(value, to: Value.self)
            return { object in
                guard let root = object as? Root else { return }
                set(root, converted)
            }
        }
        self.keyPath = keyPath
        self.dependencies = dependencies
        isOptional = TypeKind.isOptional(Value.self)
        valueType = Value.self
    }
}
