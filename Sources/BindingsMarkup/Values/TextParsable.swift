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

extension KeyValueConvertible {
    /// `parse(text)`, a problem it finds thrown as a failure naming ``expectedForm``: the step every
    /// markup value's parser shares, so that their errors are worded alike.
    static func parsed(_ text: String, _ parse: (String) throws(ValueProblem) -> Self) throws(KeyValueConversionFailure) -> Self {
        do {
            return try parse(text)
        } catch {
            throw KeyValueConversionFailure(expected: expectedForm, error)
        }
    }
}
