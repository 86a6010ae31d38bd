/// Why a view refused an item or instruction: the attribute (or the instruction's data, for an
/// empty `attribute`) and what the view would have taken.
public struct MarkupItemFailure: Error, Sendable, Equatable {
    /// The attribute whose value was refused; empty for an instruction's data.
    public let attribute: String
    /// The value refused.
    public let value: String
    /// What would have been accepted.
    public let expected: String

    /// A failure of `value` given for `attribute`, which takes `expected`.
    public init(attribute: String, value: String, expected: String) {
        self.attribute = attribute
        self.value = value
        self.expected = expected
    }

    /// A failure converting `value` of `attribute` to a value type.
    public init(attribute: String, value: String, _ failure: KeyValueConversionFailure) {
        self.init(attribute: attribute, value: value, expected: failure.reason.map { "\(failure.expected) (\($0))" } ?? failure.expected)
    }
}
