import Synchronization

/// One value for one key path, resolved against a class once and then set on many of its
/// instances: what a markup template does with each literal attribute.
///
/// For an `@Observed` key the value is converted to the property's type when the assignment is
/// made, and setting it is a typed store, with no lookup by name and no conversion; a writable
/// computed key is converted once too and set through its accessors. Any other key path (a dotted
/// path, a key the object answers itself) is set by name, as ``KeyValueCoding/setValue(_:forKeyPath:)``.
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
    /// The writable computed key resolved on the prototype's class, with the value converted.
    private let computed: ComputedAssignment?
    /// A subclass found to have the same property as the prototype's class (a cell the document's
    /// root applies to), so that setting on its instances looks nothing up again.
    private let verifiedSubclass = VerifiedClass()

    /// Resolves `keyPath` on `prototype`'s class and converts `value` for it.
    ///
    /// - Throws: ``KeyValueError`` when the value does not convert to an `@Observed` key's type.
    public init(_ value: Any?, forKeyPath keyPath: String, of prototype: some KeyValueCoding) throws(KeyValueError) {
        self.keyPath = keyPath
        given = value
        valueIsConverted = false
        let objectClass = ObjectIdentifier(type(of: prototype))
        let isKey = !keyPath.utf8.contains(UInt8(ascii: "."))
        do throws(ValueConversion.Failure) {
            if isKey, let entry = prototype.propertyTable.entries[keyPath] {
                typed = (entry, try entry.storage.assignment(of: value), objectClass)
                computed = nil
            } else if isKey, let key = type(of: prototype).computedKeys[keyPath], let typedSetter = key.typedSetter {
                typed = nil
                computed = ComputedAssignment(set: try typedSetter(value), key: key, objectClass: objectClass)
            } else {
                typed = nil
                computed = nil
            }
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
        computed = nil
    }

    /// Sets the value on `object`: typed when `object` is of the prototype's class, by name otherwise.
    ///
    /// - Throws: ``KeyValueError`` only on the by-name path, as ``KeyValueCoding/setValue(_:forKeyPath:)``.
    public func apply(to object: some KeyValueCoding) throws(KeyValueError) {
        if let typed, let entry = entry(for: object) {
            typed.stored.write(to: PropertyTable.Entry.field(at: entry.offset, of: object), of: object, confined: entry.confined)
            return
        }
        if let computed, hasComputedKey(object) {
            computed.set(object)
            return
        }
        try object.setValue(value, forKeyPath: keyPath)
    }

    /// The typed store this assignment makes on instances of the prototype's exact class, or `nil`
    /// when it sets a computed key or sets by name: for callers that set many properties on many
    /// objects of one class (a template's elements), which can then skip the class check.
    package var typedStore: TypedStore? {
        typed.map { TypedStore(assignment: $0.stored, offset: $0.entry.offset, confined: $0.entry.confined, objectClass: $0.objectClass) }
    }

    /// The value `object` has at ``keyPath`` now, as ``KeyValueCoding/value(forKeyPath:)`` reads
    /// it: what a markup template restores on an existing root view when building fails.
    public func currentValue(of object: some KeyValueCoding) -> Any? {
        if let entry = entry(for: object) {
            return entry.storage.anyValue(at: PropertyTable.Entry.field(at: entry.offset, of: object), of: object, confined: entry.confined)
        }
        if let computed, hasComputedKey(object) { return computed.get(object) }
        return object.value(forKeyPath: keyPath)
    }

    /// The entry of the typed property in `object`: the resolved one for the prototype's class;
    /// for another class (a subclass, such as a cell a document's root applies to), its own entry
    /// for the key when it is the same field of the same type, which is what setting by name
    /// would use; `nil` when there is none.
    private func entry(for object: some KeyValueCoding) -> PropertyTable.Entry? {
        guard let typed else { return nil }
        let objectClass = ObjectIdentifier(type(of: object))
        if objectClass == typed.objectClass || verifiedSubclass.is(objectClass) { return typed.entry }
        guard let own = object.propertyTable.entries[keyPath], own.offset == typed.entry.offset,
              ObjectIdentifier(own.storage) == ObjectIdentifier(typed.entry.storage) else { return nil }
        verifiedSubclass.remember(objectClass)
        return own
    }

    /// Whether setting ``keyPath`` by name on `object` would set the computed key resolved on the
    /// prototype's class: it is of that class, or its class has the same key, not shadowed by an
    /// `@Observed` property.
    private func hasComputedKey(_ object: some KeyValueCoding) -> Bool {
        guard let computed else { return false }
        let objectClass = ObjectIdentifier(type(of: object))
        if objectClass == computed.objectClass || verifiedSubclass.is(objectClass) { return true }
        guard object.propertyTable.entries[keyPath] == nil,
              type(of: object).computedKeys[keyPath]?.keyPath === computed.keyPath else { return false }
        verifiedSubclass.remember(objectClass)
        return true
    }
}

/// One typed store of a ``KeyValueAssignment``, for objects of the class it was resolved on.
package struct TypedStore {
    let assignment: TypedAssignment
    let offset: Int
    let confined: Bool
    /// The class whose instances this store applies to, and only they.
    package let objectClass: ObjectIdentifier

    /// Sets the value on `object`, which must be of ``objectClass``.
    @inline(__always)
    package func write(to object: some KeyValueCoding) {
        assignment.write(to: PropertyTable.Entry.field(at: offset, of: object), of: object, confined: confined)
    }
}

/// A writable computed key resolved on a class, with the value to set converted.
private final class ComputedAssignment: Sendable {
    /// Sets the converted value.
    let set: @Sendable (AnyObject) -> Void
    /// Reads the key's value.
    let get: @Sendable (AnyObject) -> Any?
    /// The key's key path, which tells whether a subclass's key of the same name is the same key.
    let keyPath: AnyKeyPath & Sendable
    let objectClass: ObjectIdentifier

    init(set: @escaping @Sendable (AnyObject) -> Void, key: ComputedKey, objectClass: ObjectIdentifier) {
        self.set = set
        get = key.getter
        keyPath = key.keyPath
        self.objectClass = objectClass
    }
}

/// One class remembered across threads: a word read and written atomically, without a lock.
private final class VerifiedClass: Sendable {
    private let identifier = Atomic<UInt>(0)

    func `is`(_ objectClass: ObjectIdentifier) -> Bool {
        identifier.load(ordering: .relaxed) == UInt(bitPattern: objectClass)
    }

    func remember(_ objectClass: ObjectIdentifier) {
        identifier.store(UInt(bitPattern: objectClass), ordering: .relaxed)
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
        // A view's property that nothing observes, as a template's views are while it builds them:
        // one store. This runs unspecialized, where each step of the general path is a call.
        let options = ObservedAccess.options(field, Value.self)
        if confined, !options.contains(.distinct), ObservedAccess.unretainedRegistrar(field, Value.self) == nil {
            ObservedAccess.value(field, Value.self).pointee = value
            ObservedAccess.notifyObject(object, options)
            return
        }
        ObservedAccess.write(value, to: field, of: object, confined: confined)
    }

    override var boxedValue: Any? { flatten(value) }
}
