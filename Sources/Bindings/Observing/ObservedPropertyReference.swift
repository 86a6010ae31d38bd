/// The type-erased operations of an ``Observed`` storage type, reached from the field types that
/// reflection finds (see `PropertyTable`): key-value coding by name works on a property through them.
protocol ObservedStorage: SendableMetatype {
    static var valueType: Any.Type { get }
    static func anyValue(at field: UnsafeMutableRawPointer, of object: AnyObject, confined: Bool) -> Any?
    static func setAnyValue(_ newValue: Any?, at field: UnsafeMutableRawPointer, of object: any KeyValueCoding,
                            confined: Bool) throws(ValueConversion.Failure)
    static func registrar(at field: UnsafeMutableRawPointer, of object: AnyObject, creating: Bool) -> ObserverRegistrar?
    static func willChange(at field: UnsafeMutableRawPointer, of object: AnyObject)
    static func didChange(at field: UnsafeMutableRawPointer, of object: AnyObject)
    static func editValue(at field: UnsafeMutableRawPointer, of object: any KeyValueCoding,
                          _ edit: (Any?) throws(KeyValueError) -> Any?,
                          conversionError: (ValueConversion.Failure, Any) -> KeyValueError) throws(KeyValueError)
    /// Where the options byte lies within the storage.
    static var optionsOffset: Int? { get }
}

extension Observed: ObservedStorage {
    static var valueType: Any.Type { Value.self }

    private static func typed(_ field: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Self> {
        field.assumingMemoryBound(to: Self.self)
    }

    static func anyValue(at field: UnsafeMutableRawPointer, of object: AnyObject, confined: Bool) -> Any? {
        flatten(read(typed(field), of: object, confined: confined))
    }

    static func setAnyValue(_ newValue: Any?, at field: UnsafeMutableRawPointer, of object: any KeyValueCoding,
                            confined: Bool) throws(ValueConversion.Failure) {
        write(try ValueConversion.convert(newValue, to: Value.self), to: typed(field), of: object, confined: confined)
    }

    static func registrar(at field: UnsafeMutableRawPointer, of object: AnyObject, creating: Bool) -> ObserverRegistrar? {
        registrar(at: typed(field), of: object, creating: creating)
    }

    static func willChange(at field: UnsafeMutableRawPointer, of object: AnyObject) {
        willChange(typed(field), of: object)
    }

    static func didChange(at field: UnsafeMutableRawPointer, of object: AnyObject) {
        didChange(typed(field), of: object)
    }

    static func editValue(at field: UnsafeMutableRawPointer, of object: any KeyValueCoding,
                          _ edit: (Any?) throws(KeyValueError) -> Any?,
                          conversionError: (ValueConversion.Failure, Any) -> KeyValueError) throws(KeyValueError) {
        try editValue(typed(field), of: object, edit, conversionError: conversionError)
    }

    static var optionsOffset: Int? {
        MemoryLayout<Self>.offset(of: \Self.options)
    }
}

/// One `@Observed` property of one object, found by name: what key-value coding by name, path
/// observation and bindings read, set and observe.
///
/// It holds the object, so the property's storage stays valid while the reference is used.
struct ObservedPropertyReference {
    let object: any KeyValueCoding
    let field: UnsafeMutableRawPointer
    let storage: any ObservedStorage.Type
    let confined: Bool

    var valueType: Any.Type { storage.valueType }

    var anyValue: Any? {
        withExtendedLifetime(object) { storage.anyValue(at: field, of: object, confined: confined) }
    }

    func setAnyValue(_ newValue: Any?) throws(ValueConversion.Failure) {
        try withExtendedLifetime(object) { () throws(ValueConversion.Failure) in
            try storage.setAnyValue(newValue, at: field, of: object, confined: confined)
        }
    }

    /// Registers `observer`; the registrar returned removes it (see ``ObserverRegistrar/remove(_:)``).
    @discardableResult
    func addObserver(_ observer: PropertyObserver) -> ObserverRegistrar? {
        let registrar = withExtendedLifetime(object) { storage.registrar(at: field, of: object, creating: true) }
        registrar?.add(observer)
        return registrar
    }

    func willChange() {
        withExtendedLifetime(object) { storage.willChange(at: field, of: object) }
    }

    func didChange() {
        withExtendedLifetime(object) { storage.didChange(at: field, of: object) }
    }

    var observerCount: Int {
        withExtendedLifetime(object) { storage.registrar(at: field, of: object, creating: false)?.observerCount ?? 0 }
    }

    /// Replaces the value with what `edit` makes of it, converted to the property's type, and
    /// notifies as a set does; stores nothing when `edit` returns `nil`. `setValue(_:forKeyPath:)`
    /// edits a dictionary or array the property holds through it, in one atomic step.
    ///
    /// `edit` runs outside the lock and again, on the new value, when another write comes before
    /// its result is stored; `conversionError` names a result that does not convert.
    func editValue(_ edit: (Any?) throws(KeyValueError) -> Any?,
                   conversionError: (ValueConversion.Failure, Any) -> KeyValueError) throws(KeyValueError) {
        try withExtendedLifetime(object) { () throws(KeyValueError) in
            try storage.editValue(at: field, of: object, edit, conversionError: conversionError)
        }
    }
}
