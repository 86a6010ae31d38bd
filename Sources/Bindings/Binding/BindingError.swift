/// Why a binding could not be made. Errors are data; their wording lives in ``description``.
public enum BindingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The expression does not parse.
    case invalidExpression(source: String, error: ExpressionError)
    /// The expression names a formatter that does not exist or has bad arguments.
    case invalidFormatter(FormatterError)
    /// The target has no property of that name.
    case unknownTargetKey(KeyValueError)
    /// A key path of the expression names a key the owner does not have.
    case unknownOwnerKey(KeyValueError)
    /// A two-way binding's expression is not a single key path (with at most a formatter).
    case twoWayNeedsKeyPath(source: String)
    /// A two-way binding's formatter cannot read edited text back (it is no ``ParsingValueFormatter``).
    case twoWayFormatterCannotParse(source: String, formatter: String)

    /// The message.
    public var description: String {
        switch self {
        case let .invalidExpression(source, error):
            return "invalid binding expression '\(source)': \(error.description) at offset \(error.offset)"
        case let .invalidFormatter(error):
            return error.description
        case let .unknownTargetKey(error), let .unknownOwnerKey(error):
            return error.description
        case let .twoWayNeedsKeyPath(source):
            return "a two-way binding needs a single key path, not '\(source)'"
        case let .twoWayFormatterCannotParse(source, formatter):
            return "a two-way binding needs a formatter that reads text back, such as number or date; "
                + "'\(formatter)' does not, in '\(source)'"
        }
    }
}
