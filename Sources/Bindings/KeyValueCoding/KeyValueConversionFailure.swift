/// Why a value could not be converted; key-value coding adds the type, key and value around it.
public struct KeyValueConversionFailure: Error, Sendable, Hashable {
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
