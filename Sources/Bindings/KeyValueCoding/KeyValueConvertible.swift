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
