/// A formatter that cannot be created: unknown name, unknown or missing argument, or bad value.
///
/// The error is data; ``description`` is the only place that words it.
public struct FormatterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The formatter name as written; ``FormatterRegistry`` fills it in for factories' errors.
    public var formatter: String
    /// What went wrong.
    public var kind: Kind

    /// Creates an error; factories may leave `formatter` empty for the registry to fill in.
    public init(_ kind: Kind, formatter: String = "") {
        self.kind = kind
        self.formatter = formatter
    }

    /// The kinds of formatter problem.
    public enum Kind: Sendable, Hashable {
        /// No formatter is registered under the name; `suggestion` is a near registered name.
        case unknownFormatter(suggestion: String?)
        /// The formatter takes no argument of this name; `suggestion` is a near argument name.
        case unknownArgument(String, suggestion: String?)
        /// A required argument is absent.
        case missingArgument(String)
        /// An argument value is not acceptable; `suggestion` is a near acceptable value.
        case invalidValue(argument: String, value: String, expected: Requirement, suggestion: String?)
        /// Two arguments that cannot be used together, such as `format` and `style`.
        case conflictingArguments(String, String)
        /// A printf-style number format that is not exactly one numeric conversion.
        case invalidNumberFormat(String, problem: NumberFormatProblem)
        /// Edited text a formatter cannot read back, such as `abc` for `number`; `expected` is
        /// what it reads, for example `a number`.
        case unreadableText(String, expected: String)
    }

    /// What an argument value must be.
    public enum Requirement: Sendable, Hashable {
        /// One of a fixed list of words.
        case oneOf([String])
        /// A whole number no smaller than the bound.
        case integer(atLeast: Int)
        /// A time zone identifier.
        case timeZone
        /// A requirement worded by a custom factory, for example `a hex color`.
        case described(String)
    }

    /// Why a printf-style number format was refused.
    public enum NumberFormatProblem: Sendable, Hashable {
        /// No conversion at all, as in `miles`.
        case noConversion
        /// More than one conversion, as in `%d of %d`: there is only one value to format.
        case multipleConversions
        /// A conversion that does not format a number, such as `%s` or `%@`, or uses `*` or `$`.
        case unsupportedConversion(String)
        /// A `%` with no conversion after it; a literal percent sign is written `%%`.
        case incompleteConversion
        /// A width or precision above 64, which would only ask for huge strings.
        case tooWide(String)
    }

    /// The human wording of the error: the single place formatter errors are worded.
    public var description: String {
        switch kind {
        case .unknownFormatter(let suggestion):
            return "unknown formatter '\(formatter)'" + Self.hint(suggestion)
        case .unknownArgument(let argument, let suggestion):
            return "formatter '\(formatter)' has no argument '\(argument)'" + Self.hint(suggestion)
        case .missingArgument(let argument):
            return "formatter '\(formatter)' requires argument '\(argument)'"
        case .invalidValue(let argument, let value, let expected, let suggestion):
            let problem = "formatter '\(formatter)' argument '\(argument)' has invalid value '\(value)'"
            if let suggestion { return problem + Self.hint(suggestion) }
            return problem + "; expected " + Self.words(for: expected)
        case .conflictingArguments(let first, let second):
            return "formatter '\(formatter)' cannot combine arguments '\(first)' and '\(second)'"
        case .invalidNumberFormat(let format, let problem):
            return "formatter '\(formatter)' format '\(format)' " + Self.words(for: problem)
        case .unreadableText(let text, let expected):
            return "formatter '\(formatter)' cannot read '\(text)' as \(expected)"
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        Suggestion.clause(suggestion)
    }

    private static func words(for requirement: Requirement) -> String {
        switch requirement {
        case .oneOf(let options): "one of " + options.joined(separator: ", ")
        case .integer(let minimum): "an integer of at least \(minimum)"
        case .timeZone: "a time zone identifier such as UTC or America/New_York"
        case .described(let text): text
        }
    }

    private static func words(for problem: NumberFormatProblem) -> String {
        switch problem {
        case .noConversion:
            "has no numeric conversion such as %d or %.2f"
        case .multipleConversions:
            "has more than one conversion; it formats exactly one number"
        case .unsupportedConversion(let conversion):
            "uses unsupported conversion '\(conversion)'; use one of d i u o x X f F e E g G a A"
        case .incompleteConversion:
            "ends in an incomplete conversion; write a literal percent sign as %%"
        case .tooWide(let conversion):
            "conversion '\(conversion)' is wider than \(PrintfNumberFormat.maximumWidth) characters"
        }
    }
}
