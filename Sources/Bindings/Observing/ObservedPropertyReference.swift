extension Observed: ObservedStorage {
    static var valueType: Any.Type { Value.self }

    static func anyValue(at field: UnsafeMutableRawPointer, of object: AnyObject, confined: Bool) -> Any? {
        flatten(ObservedAccess.read(field, Value.self, of: object, confined: confined))
    }

    static func anyValueAndVersion(at field: UnsafeMutableRawPointer, of object: AnyObject) -> (value: Any?, version: Int) {
        let (value, version) = ObservedAccess.valueForEdit(field, Value.self, of: object)
        return (flatten(value), version)
    }

    static func setAnyValue(_ newValue: Any?, at field: UnsafeMutableRawPointer, of object: any KeyValueCoding,
                            confined: Bool) throws(ValueConversion.Failure) {
        // Text is what bindings set most (every label): a `String?` property given a string or
        // `nil` takes a specialized path, without the general conversion's dynamic casts.
        if Value.self == String?.self {
            switch newValue {
            case .none:
                ObservedAccess.write(String?.none, to: field, of: object, confined: confined)
                return
            case let text as String:
                ObservedAccess.write(Optional(text), to: field, of: object, confined: confined)
                return
            default:
                break
            }
        }
        ObservedAccess.write(try ValueConversion.convert(newValue, to: Value.self), to: field, of: object, confined: confined)
    }

    static func withValue(at field: UnsafeMutableRawPointer, of object: AnyObject, confined: Bool,
                          _ body: (UnsafeRawPointer) -> Void) {
        let value = ObservedAccess.read(field, Value.self, of: object, confined: confined)
        withUnsafePointer(to: value) { body($0) }
    }

    static func assignment(of value: Any?) throws(ValueConversion.Failure) -> TypedAssignment {
        TypedValueAssignment(try ValueConversion.convert(value, to: Value.self))
    }

    static func boxedValue(at value: UnsafeRawPointer) -> Any? {
        flatten(value.assumingMemoryBound(to: Value.self).pointee)
    }

    static func registrar(at field: UnsafeMutableRawPointer, of object: AnyObject, creating: Bool) -> ObserverRegistrar? {
        ObservedAccess.registrar(field, Value.self, of: object, creating: creating)
    }

    static func willChange(at field: UnsafeMutableRawPointer, of object: AnyObject) {
        ObservedAccess.willChange(field, Value.self, of: object)
    }

    static func didChange(at field: UnsafeMutableRawPointer, of object: AnyObject) {
        ObservedAccess.didChange(field, Value.self, of: object)
    }

    static func editValue(at field: UnsafeMutableRawPointer, of object: any KeyValueCoding,
                          _ edit: (Any?) throws(KeyValueError) -> Any?,
                          conversionError: (ValueConversion.Failure, Any) -> KeyValueError) throws(KeyValueError) {
        try ObservedAccess.editValue(field, Value.self, of: object, edit, conversionError: conversionError)
    }

    static var optionsOffset: Int {
        RawLayout.optionsOffset(Value.self)
    }

    static var layoutMatchesAccess: Bool {
        RawLayout.describesObserved(Value.self)
    }
}

/// One `@Observed` property of one object, found by name: what key-value coding by name, path
/// observation and bindings read, set and observe.
///
/// It holds the object, so the property's storage stays valid while the reference is used:
/// its methods use `field` only while `self`, and so `object`, is alive.
struct ObservedPropertyReference {
    let object: any KeyValueCoding
    let field: UnsafeMutableRawPointer
    let storage: any ObservedStorage.Type
    let confined: Bool

    var valueType: Any.Type { storage.valueType }

    var anyValue: Any? {
        storage.anyValue(at: field, of: object, confined: confined)
    }

    /// The value with the property's write count, which orders it among the property's notifications.
    var anyValueAndVersion: (value: Any?, version: Int) {
        storage.anyValueAndVersion(at: field, of: object)
    }

    func setAnyValue(_ newValue: Any?) throws(ValueConversion.Failure) {
        try storage.setAnyValue(newValue, at: field, of: object, confined: confined)
    }

    /// Registers `observer`; the registrar returned removes it (see ``ObserverRegistrar/remove(_:)``).
    @discardableResult
    func addObserver(_ observer: PropertyObserver) -> ObserverRegistrar? {
        let registrar = storage.registrar(at: field, of: object, creating: true)
        registrar?.add(observer)
        return registrar
    }

    func willChange() {
        storage.willChange(at: field, of: object)
    }

    func didChange() {
        storage.didChange(at: field, of: object)
    }

    var observerCount: Int {
        storage.registrar(at: field, of: object, creating: false)?.observerCount ?? 0
    }

    /// Replaces the value with what `edit` makes of it, converted to the property's type, and
    /// notifies as a set does; stores nothing when `edit` returns `nil`. `setValue(_:forKeyPath:)`
    /// edits a dictionary or array the property holds through it, in one atomic step.
    ///
    /// `edit` runs outside the lock and again, on the new value, when another write comes before
    /// its result is stored; `conversionError` names a result that does not convert.
    func editValue(_ edit: (Any?) throws(KeyValueError) -> Any?,
                   conversionError: (ValueConversion.Failure, Any) -> KeyValueError) throws(KeyValueError) {
        try storage.editValue(at: field, of: object, edit, conversionError: conversionError)
    }
}
