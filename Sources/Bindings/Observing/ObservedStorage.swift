/// The type-erased operations of an ``Observed`` storage type, reached from the field types that
/// reflection finds (see `PropertyTable`): key-value coding by name works on a property through them.
protocol ObservedStorage: SendableMetatype {
    static var valueType: Any.Type { get }
    static func anyValue(at field: UnsafeMutableRawPointer, of object: AnyObject, confined: Bool) -> Any?
    /// The value and the property's write count, read together (see ``ObserverRegistrar/version``).
    static func anyValueAndVersion(at field: UnsafeMutableRawPointer, of object: AnyObject) -> (value: Any?, version: Int)
    static func setAnyValue(_ newValue: Any?, at field: UnsafeMutableRawPointer, of object: any KeyValueCoding,
                            confined: Bool) throws(ValueConversion.Failure)
    static func registrar(at field: UnsafeMutableRawPointer, of object: AnyObject, creating: Bool) -> ObserverRegistrar?
    static func willChange(at field: UnsafeMutableRawPointer, of object: AnyObject)
    static func didChange(at field: UnsafeMutableRawPointer, of object: AnyObject)
    static func editValue(at field: UnsafeMutableRawPointer, of object: any KeyValueCoding,
                          _ edit: (Any?) throws(KeyValueError) -> Any?,
                          conversionError: (ValueConversion.Failure, Any) -> KeyValueError) throws(KeyValueError)
    /// Calls `body` with the address of a copy of the value, read under the object's lock: what a
    /// binding compiled for the property's type reads its source from.
    static func withValue(at field: UnsafeMutableRawPointer, of object: AnyObject, confined: Bool,
                          _ body: (UnsafeRawPointer) -> Void)
    /// The value at `value`, of the property's type, boxed, optionals flattened.
    static func boxedValue(at value: UnsafeRawPointer) -> Any?
    /// `value` converted to the property's type, ready to be written to any instance.
    static func assignment(of value: Any?) throws(ValueConversion.Failure) -> TypedAssignment
    /// Where the options byte lies within the storage.
    static var optionsOffset: Int { get }
    /// Whether the storage's fields lie where ``RawLayout`` computes them from `Value`.
    static var layoutMatchesAccess: Bool { get }
}
