/// A type that key-value coding can convert other values into when they are set by name.
///
/// Foundation converts `setValue("10", forKey: "index")` on an `Int` property by asking the value for
/// its `intValue`; Bindings asks the property's type instead. The standard scalar types conform;
/// view-kit value types (colors, fonts, geometry) conform by parsing their string forms.
public protocol KeyValueConvertible {
    /// Converts `value` into this type, or throws a ``KeyValueConversionFailure`` naming the
    /// accepted forms when it has no meaning as one.
    ///
    /// `value` is never `nil` or `Optional`: key-value coding unwraps it first.
    static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> Self

    /// The accepted forms, for error messages: for example `an integer` or `a color such as #RRGGBB`.
    static var expectedForm: String { get }
}

/// Why a value could not be converted; key-value coding adds the type, key and value around it.
public struct KeyValueConversionFailure: Error, Sendable, Equatable {
    /// The forms that would have been accepted, for example `an integer`.
    public var expected: String
    /// An optional detail on what was wrong, for example `component 300 is out of range 0...255`.
    public var reason: String?

    /// Creates a failure naming the accepted forms and, optionally, what was wrong.
    public init(expected: String, reason: String? = nil) {
        self.expected = expected
        self.reason = reason
    }
}
