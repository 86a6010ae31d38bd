import Bindings

/// A value markup writes as two numbers, `a b`, `a, b` or `{a,b}`: a ``Point``, a ``Size``, an
/// ``Offset``. Parsing and the canonical form are written once here; each type names its numbers.
protocol NumberPair: TextParsable, CustomStringConvertible {
    /// The value of the two numbers, in the order markup writes them.
    init(pair first: Double, _ second: Double)
    /// The two numbers, in the order markup writes them.
    var pair: (Double, Double) { get }
}

extension NumberPair {
    /// Parses `a b`, `a, b` or `{a,b}` (spaces allowed after commas), MarkupKit's forms.
    public init(parsing text: String) throws(KeyValueConversionFailure) {
        self = try Self.parsed(text) { text throws(ValueProblem) in
            let (first, second) = try NumberList.pair(text)
            return Self(pair: first, second)
        }
    }

    /// The canonical markup form, `{a, b}`; it parses back to the same value when both are finite.
    public var description: String {
        "{\(StringCoding.format(pair.0)), \(StringCoding.format(pair.1))}"
    }
}
