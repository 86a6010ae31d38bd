/// One `key=value` argument of a ``FormatterReference``.
public struct FormatterArgument: Sendable, Hashable {
    /// The argument name, for example `format`.
    public let key: String
    /// The raw value text, for example `%.2f miles`; it may contain spaces but not `;`.
    public let value: String

    /// Creates an argument.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}
