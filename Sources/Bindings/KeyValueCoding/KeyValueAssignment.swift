/// One value for one key path, resolved against a class once and then set on many of its
/// instances: what a markup template does with each literal attribute.
///
/// For an `@Observed` key the value is converted to the property's type when the assignment is
/// made, and setting it is a typed store, with no lookup by name and no conversion. Any other key
/// path (a computed key, a dotted path) is set by name, as ``KeyValueCoding/setValue(_:forKeyPath:)``.
public struct KeyValueAssignment: @unchecked Sendable {
    // @unchecked: `stored` holds a value converted once and only copied out to setters.
    /// The key path set.
    public let keyPath: String
    /// The value as given (as converted, for ``init(converting:forKey:of:)``), set by name when
    /// the typed path does not apply.
    public var value: Any? { valueIsConverted ? typed?.stored.boxedValue : given }
    /// The value given to ``init(_:forKeyPath:of:)``.
    private let given: Any?
    /// Whether ``value`` is the converted one, boxed only when asked for.
    private let valueIsConverted: Bool
    private let typed: (entry: PropertyTable.Entry, stored: TypedAssignment, objectClass: ObjectIdentifier)?

    /// Resolves `keyPath` on `prototype`'s class and converts `value` for it.
    ///
    /// - Throws: ``KeyValueError`` when the value does not convert to an `@Observed` key's type.
    public init(_ value: Any?, forKeyPath keyPath: String, of prototype: some KeyValueCoding) throws(KeyValueError) {
        self.keyPath = keyPath
        given = value
        valueIsConverted = false
        guard !keyPath.utf8.contains(UInt8(ascii: ".")), let entry = prototype.propertyTable.entries[keyPath] else {
            typed = nil
            return
        }
        do {
            typed = (entry, try entry.storage.assignment(of: value), ObjectIdentifier(type(of: prototype)))
        } catch {
            throw prototype.conversionError(error, key: keyPath, value: value)
        }
    }

    /// Converts `value` once for the `@Observed` property `key` of `prototype`'s class, or `nil`
    /// when `key` is no such property (a computed key, a dotted path).
    ///
    /// This is what setting `value` by name and resolving the value read back gives, with one
    /// conversion instead of two: ``value`` is the converted value, as it reads back.
    ///
    /// - Throws: ``KeyValueError`` when the value does not convert, as setting it by name would.
    public init?(converting value: Any?, forKey key: String, of prototype: some KeyValueCoding) throws(KeyValueError) {
        guard let entry = prototype.propertyTable.entries[key] else { return nil }
        let stored: TypedAssignment
        do {
            stored = try entry.storage.assignment(of: value)
        } catch {
            throw prototype.conversionError(error, key: key, value: value)
        }
        keyPath = key
        given = nil
        valueIsConverted = true
        typed = (entry, stored, ObjectIdentifier(type(of: prototype)))
    }

    /// Sets the value on `object`: typed when `object` is of the prototype's class, by name otherwise.
    ///
    /// - Throws: ``KeyValueError`` only on the by-name path, as ``KeyValueCoding/setValue(_:forKeyPath:)``.
    public func apply(to object: some KeyValueCoding) throws(KeyValueError) {
        if let typed, let entry = entry(for: object) {
            typed.stored.write(to: PropertyTable.Entry.field(at: entry.offset, of: object), of: object, confined: entry.confined)
            return
        }
        try object.setValue(value, forKeyPath: keyPath)
    }

    /// The value `object` has at ``keyPath`` now, as ``KeyValueCoding/value(forKeyPath:)`` reads
    /// it: what a markup template restores on an existing root view when building fails.
    public func currentValue(of object: some KeyValueCoding) -> Any? {
        guard let entry = entry(for: object) else { return object.value(forKeyPath: keyPath) }
        return entry.storage.anyValue(at: PropertyTable.Entry.field(at: entry.offset, of: object), of: object, confined: entry.confined)
    }

    /// The entry of the typed property in `object`: the resolved one for the prototype's class;
    /// for another class (a subclass, such as a cell a document's root applies to), its own entry
    /// for the key when it is the same field of the same type, which is what setting by name
    /// would use; `nil` when there is none.
    private func entry(for object: some KeyValueCoding) -> PropertyTable.Entry? {
        guard let typed else { return nil }
        if ObjectIdentifier(type(of: object)) == typed.objectClass { return typed.entry }
        guard let own = object.propertyTable.entries[keyPath], own.offset == typed.entry.offset,
              ObjectIdentifier(own.storage) == ObjectIdentifier(typed.entry.storage) else { return nil }
        return own
    }
}

/// A value already converted to an `@Observed` property's type, which writes itself.
class TypedAssignment: @unchecked Sendable {
    func write(to field: UnsafeMutableRawPointer, of object: any KeyValueCoding, confined: Bool) {}

    /// The value as reading the property back gives it: optionals flattened.
    var boxedValue: Any? { nil }
}

/// ``TypedAssignment`` for a property of type `Value`.
final class TypedValueAssignment<Value>: TypedAssignment, @unchecked Sendable {
    // @unchecked: `value` is immutable and only copied into the properties it is written to.
    private let value: Value

    init(_ value: Value) {
        self.value = value
    }

    override func write(to field: UnsafeMutableRawPointer, of object: any KeyValueCoding, confined: Bool) {
        ObservedAccess.write(value, to: field, of: object, confined: confined)
    }

    override var boxedValue: Any? { flatten(value) }
}
