/// A class whose properties can be read, written and observed by name, as with Foundation's
/// key-value coding and observing.
///
/// Declare each stored property with ``Observed`` (one line: `@Observed var name = ""`), computed
/// keys with ``computedKeys``, and the class is key-value coding compliant:
///
/// ```swift
/// final class Person: KeyValueCoding {
///     @Observed var first = "Ada"
///     @Observed var last = "Lovelace"
///     var fullName: String { "\(first) \(last)" }
///
///     class var computedKeys: [String: ComputedKey] {
///         ["fullName": ComputedKey(\Person.fullName, dependsOn: "first", "last")]
///     }
/// }
/// ```
public protocol KeyValueCoding: AnyObject, SendableMetatype {
    /// The keys of computed properties: how to read (and optionally write) each, and the key paths
    /// it depends on, which make observers of the key hear changes of those paths.
    static var computedKeys: [String: ComputedKey] { get }

    /// The key paths whose changes change `key`, as Foundation's method of the same name.
    ///
    /// Asked for computed keys and `@Observed` properties alike: an observer of a stored property
    /// the class lists paths for also hears their changes, as a setting of the property's value.
    /// The answers for stored properties are read once per class. Keys that affect each other in
    /// a cycle make observing them throw ``KeyValueError/dependencyCycle(type:keys:)``.
    ///
    /// The default returns the dependencies declared in ``computedKeys``.
    static func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String>

    /// Returns the value for a key the class does not declare, or throws.
    ///
    /// The default throws ``KeyValueError/unknownKey(type:key:suggestion:)``; a class that accepts
    /// arbitrary keys (runtime attributes) returns what it stored.
    func value(forUndefinedKey key: String) throws(KeyValueError) -> Any?

    /// Sets a value for a key the class does not declare, or throws.
    ///
    /// The default throws ``KeyValueError/unknownKey(type:key:suggestion:)``.
    func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueError)

    /// Whether the class's `@Observed` properties are confined to the main actor and so take no
    /// lock; setting one elsewhere traps. The default is `false`: properties are safe to read and
    /// write from any thread. A static requirement so that, for a known class, the check costs nothing.
    static var observedPropertiesAreConfined: Bool { get }

    /// Called after a set of a property with ``ObservedOptions/notifiesObject``, before its
    /// observers hear of it, on the thread that set it: the object's own hook on its property
    /// changes, cheaper than an observer as it needs no registration. The default does nothing.
    func observedPropertyDidChange()
}

extension KeyValueCoding {
    /// No computed keys.
    public static var computedKeys: [String: ComputedKey] { [:] }

    /// `false`: the properties are guarded by locks and may be used from any thread.
    public static var observedPropertiesAreConfined: Bool { false }

    /// Does nothing.
    public func observedPropertyDidChange() {}

    /// The dependencies declared in ``computedKeys``.
    public static func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
        Set(computedKeys[key]?.dependencies ?? [])
    }

    /// Throws ``KeyValueError/unknownKey(type:key:suggestion:)``.
    public func value(forUndefinedKey key: String) throws(KeyValueError) -> Any? {
        throw unknownKeyError(key)
    }

    /// Throws ``KeyValueError/unknownKey(type:key:suggestion:)``.
    public func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueError) {
        throw unknownKeyError(key)
    }

    /// Every key the class declares: its `@Observed` properties and its computed keys, sorted.
    public static var declaredKeys: [String] {
        (Array(PropertyTable.of(self).entries.keys) + Array(computedKeys.keys)).sorted()
    }

    /// The declared type of `key`'s `@Observed` property or computed key, from the class alone (so a
    /// property whose default is `nil` still has its type, `String?`); `nil` for an undeclared key.
    public static func declaredValueType(forKey key: String) -> Any.Type? {
        PropertyTable.of(self).entries[key]?.storage.valueType ?? computedKeys[key]?.valueType
    }

    /// The error for an unknown key, with a suggestion when a declared key is close to it.
    public func unknownKeyError(_ key: String) -> KeyValueError {
        .unknownKey(type: String(describing: type(of: self)), key: key,
                    suggestion: Suggestion.closest(to: key, in: type(of: self).declaredKeys))
    }

    var propertyTable: PropertyTable { PropertyTable.of(type(of: self)) }

    /// The value of `key`'s `@Observed` property with its write count, read together under its
    /// lock, or `nil` when `key` names no such property. Set against a change's
    /// ``KeyValueChange/writeVersion``, it tells whether the value already holds changes whose
    /// notifications are still on their way.
    package func valueAndWriteVersion(forKey key: String) -> (value: Any?, version: Int)? {
        propertyTable.property(key, of: self)?.anyValueAndVersion
    }

    /// Whether every key of `keyPath` is known from the class alone, so that reading it can fail on
    /// no instance for want of a key: its first key is an `@Observed` property or a computed key the
    /// class declares, and the path goes no further than that key's value, unless the value cannot
    /// hold an object (a dictionary, a string), whose keys are read as data. Markup templates check
    /// such paths once per owner class rather than once per instance.
    public static func declaresKeyPath(_ keyPath: String) -> Bool {
        guard let components = try? KeyPathComponents.split(keyPath) else { return false }
        return declaresKeyPath(components: components)
    }

    /// ``declaresKeyPath(_:)`` for a path already split into its keys.
    public static func declaresKeyPath(components: [String]) -> Bool {
        if PropertyTable.of(self).entry(boundingPath: components) != nil { return true }
        return components.count == 1 && computedKeys[components[0]] != nil
    }
}
