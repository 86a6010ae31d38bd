import Bindings

/// A value markup writes as text (a point, a color, a font, an enumeration's case): key-value
/// coding takes the value itself or parses its text, and rejects anything else with the type's
/// expected form.
public protocol TextParsable: KeyValueConvertible {
    /// Parses the value's markup text, or throws a failure naming the accepted forms.
    init(parsing text: String) throws(KeyValueConversionFailure)
}

extension TextParsable {
    /// Accepts a value of the type as it is or parses a `String` (see ``init(parsing:)``).
    public static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> Self {
        if let value = value as? Self { return value }
        guard let text = value as? String else { throw KeyValueConversionFailure(expected: expectedForm) }
        return try Self(parsing: text)
    }
}
