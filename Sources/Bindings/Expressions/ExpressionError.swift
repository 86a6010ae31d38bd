/// A problem found while parsing a binding expression, with where it is and what it is.
///
/// The error is data: ``offset`` and ``kind`` say what went wrong and ``description`` is the only
/// place that turns them into words, so callers and tests can rely on either.
public struct ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The offset, in `Character`s from the start of the expression source, of the problem.
    public var offset: Int
    /// What went wrong.
    public var kind: Kind

    /// Creates an error of the given kind at a character offset in the expression source.
    public init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The kinds of problem a binding expression can have.
    public enum Kind: Sendable, Hashable {
        /// The expression has no content at all.
        case emptyExpression
        /// Something specific was required but something else was there.
        case expected(Expected, found: Found)
        /// A character that starts no token of the language.
        case unexpectedCharacter(Character)
        /// A quoted string that has no closing quote.
        case unterminatedString
        /// A backtick template that has no closing backtick.
        case unterminatedTemplate
        /// A backslash followed by a character that is not a supported escape.
        case unknownEscape(Character)
        /// Number text that is not a valid or representable number, such as `1e` or `1e999`.
        case malformedNumber(String)
        /// A call to a function the language does not have.
        case unknownFunction(String)
        /// A call with the wrong number of arguments.
        case wrongArgumentCount(function: String, expected: Int, found: Int)
        /// `FUNCTION(receiver, 'selector', …)` naming a selector the language does not answer, with
        /// the nearest one it does when that is close enough to be a typo.
        case unknownSelector(String, suggestion: String?)
        /// `FUNCTION(receiver, 'selector', …)` with a number of arguments other than the selector's colons.
        case wrongSelectorArgumentCount(selector: String, expected: Int, found: Int)
        /// Comparisons such as `a < b < c`, which need parentheses to say what is meant.
        case chainedComparison
        /// Parentheses, unary operators, calls or templates nested deeper than the parser allows.
        case nestingTooDeep(limit: Int)
        /// A formatter argument given twice, as in `::number;format=%d;format=%f`.
        case duplicateFormatterArgument(String)
    }

    /// What the parser required at the point of an ``Kind/expected(_:found:)`` error.
    public enum Expected: Sendable, Hashable {
        /// A specific symbol or word, such as `)` or `:`.
        case symbol(String)
        /// Any expression: a literal, key path, call, template, or parenthesized expression.
        case expression
        /// A key path component after a dot.
        case keyPathComponent
        /// The name after `@` in a collection operator such as `@count`.
        case collectionOperatorName
        /// The formatter name after `::`.
        case formatterName
        /// A formatter argument name after `;`.
        case formatterArgumentName
        /// The quoted selector name after `FUNCTION`'s receiver.
        case selectorName
        /// Nothing more: the expression should have ended.
        case endOfExpression
    }

    /// What the parser found instead, at the point of an ``Kind/expected(_:found:)`` error.
    public enum Found: Sendable, Hashable {
        /// Source text, such as `)`, `foo` or `3.5`.
        case text(String)
        /// A quoted string literal.
        case stringLiteral
        /// A backtick template string.
        case templateString
        /// The end of the expression source.
        case endOfExpression
    }

    /// The human wording of the error, without the offset: the single place errors are worded.
    public var description: String {
        switch kind {
        case .emptyExpression:
            return "empty expression"
        case .expected(let expected, let found):
            return "expected \(Self.words(for: expected)) but found \(Self.words(for: found))"
        case .unexpectedCharacter(let character):
            return "unexpected character '\(character)'"
        case .unterminatedString:
            return "unterminated string literal"
        case .unterminatedTemplate:
            return "unterminated template string"
        case .unknownEscape(let character):
            return "unknown escape sequence '\\\(character)'"
        case .malformedNumber(let text):
            return "malformed number '\(text)'"
        case .unknownFunction(let name):
            return "unknown function '\(name)'"
        case .wrongArgumentCount(let function, let expected, let found):
            return "function '\(function)' takes \(Self.arguments(expected)) but was given \(found)"
        case .unknownSelector(let selector, let suggestion):
            return "unknown selector '\(selector)' for FUNCTION" + Suggestion.clause(suggestion)
        case .wrongSelectorArgumentCount(let selector, let expected, let found):
            return "selector '\(selector)' takes \(Self.arguments(expected)) but was given \(found)"
        case .chainedComparison:
            return "comparisons cannot be chained; add parentheses"
        case .nestingTooDeep(let limit):
            return "expression is nested more than \(limit) levels deep"
        case .duplicateFormatterArgument(let name):
            return "duplicate formatter argument '\(name)'"
        }
    }

    private static func arguments(_ count: Int) -> String {
        count == 1 ? "1 argument" : "\(count) arguments"
    }

    private static func words(for expected: Expected) -> String {
        switch expected {
        case .symbol(let symbol): "'\(symbol)'"
        case .expression: "an expression"
        case .keyPathComponent: "a key path component"
        case .collectionOperatorName: "a collection operator name"
        case .formatterName: "a formatter name"
        case .formatterArgumentName: "a formatter argument name"
        case .selectorName: "a selector name in quotes"
        case .endOfExpression: "end of expression"
        }
    }

    private static func words(for found: Found) -> String {
        switch found {
        case .text(let text): "'\(text)'"
        case .stringLiteral: "a string literal"
        case .templateString: "a template string"
        case .endOfExpression: "end of expression"
        }
    }
}
