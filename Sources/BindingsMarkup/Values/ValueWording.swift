import Bindings

// Every sentence a user can read about a value conversion lives in this file, so that messages
// stay consistent and tests can pin them: the expected forms, the reasons and the full message.

/// What was wrong with a value's text; rendered into a `KeyValueConversionFailure.reason`.
///
/// Kept as data until the last moment so each parser states the fact and this file the words.
enum ValueProblem: Error, Equatable, Sendable {
    /// The text is empty or only whitespace.
    case empty
    /// A token that should be a finite number is not one.
    case notANumber(String)
    /// A numeric component lies outside its range; `what` is `component` or `alpha`.
    case outOfRange(what: String, value: String, range: String)
    /// A hex color has the wrong number of digits.
    case hexDigitCount(Int)
    /// A hex color contains a character that is not a hex digit.
    case invalidHexDigit(Character)
    /// A color function has the wrong number of components.
    case componentCount(function: String, expected: Int, found: Int)
    /// A function form such as `rgb(` lacks its closing parenthesis.
    case missingClosingParenthesis
    /// `color(...)` names a color space other than `srgb`.
    case unsupportedColorSpace(String)
    /// A name is not one of the known names; `suggestion` is the closest one, if close enough.
    case unknownName(String, suggestion: String?)
    /// A color attribute's value names neither a color nor an image; `suggestion` is the closest color name.
    case noColorOrImage(String, suggestion: String?)
    /// A font size is zero or negative.
    case nonPositiveSize(String)
    /// A font has a size but no name.
    case missingFontName
    /// A list has the wrong number of numbers; `expected` lists the accepted counts.
    case numberCount(expected: [Int], found: Int)
    /// Braces do not pair up.
    case unbalancedBraces
    /// Two separators follow each other, or a separator starts or ends a list.
    case emptyComponent
    /// Braces nest where the form has none.
    case nestedBraces
    /// Groups of numbers do not have the form's shape; `expected` shows the shape.
    case unexpectedShape(expected: String)

    /// The sentence shown to the user.
    var message: String {
        switch self {
        case .empty:
            return "the value is empty"
        case .notANumber(let text):
            return "\(ValueWording.quoted(text)) is not a number"
        case .outOfRange(let what, let value, let range):
            return "\(what) \(value) is out of range \(range)"
        case .hexDigitCount(let count):
            return "found \(count) hex digits, expected 6 or 8"
        case .invalidHexDigit(let character):
            return "'\(character)' is not a hex digit"
        case .componentCount(let function, let expected, let found):
            return "\(function) takes \(expected) components, found \(found)"
        case .missingClosingParenthesis:
            return "missing closing parenthesis"
        case .unsupportedColorSpace(let space):
            return "unsupported color space '\(space)', expected srgb"
        case .unknownName(let name, let suggestion):
            return "unknown name \(ValueWording.quoted(name))" + Suggestion.aside(suggestion)
        case .noColorOrImage(let name, let suggestion):
            return "no color or image is named \(ValueWording.quoted(name))" + Suggestion.clause(suggestion)
        case .nonPositiveSize(let text):
            return "size \(text) is not greater than 0"
        case .missingFontName:
            return "the font name is missing"
        case .numberCount(let expected, let found):
            let counts = ValueWording.list(expected.map(String.init), conjunction: "or")
            let noun = expected == [1] ? "number" : "numbers"
            return "expected \(counts) \(noun), found \(found)"
        case .unbalancedBraces:
            return "unbalanced braces"
        case .emptyComponent:
            return "empty component"
        case .nestedBraces:
            return "unexpected nested braces"
        case .unexpectedShape(let expected):
            return "expected \(expected)"
        }
    }
}

/// The accepted forms of each type, and the helpers that phrase them.
enum ValueWording {
    static let color = "a color: a name, #RRGGBB, #RRGGBBAA, rgb(r,g,b), rgba(r,g,b,a) or color(srgb r g b / a)"
    static let font = "a font: a name and an optional size, such as System 14, System-Bold 16, Helvetica 17, bold 15, italic or a text style such as headline"
    static let point = "a point: x y or {x,y}"
    static let size = "a size: width height or {width,height}"
    static let coordinate = "a coordinate: latitude longitude or {latitude,longitude}"
    static let coordinateSpan = "a span: latitudeDelta longitudeDelta or {latitudeDelta,longitudeDelta}"
    static let offset = "an offset: horizontal vertical or {horizontal,vertical}"
    static let rect = "a rectangle: x y width height or {{x,y},{width,height}}"
    static let edgeInsets = "edge insets: one number for all four, top left bottom right or {top,left,bottom,right}"
    static let bool = "a boolean: true, false, yes, no, 1 or 0"
    /// The grouped shape of a rectangle, for `ValueProblem.unexpectedShape`.
    static let rectShape = "{{x,y},{width,height}} or 4 numbers"

    /// The expected form of an enumeration: `one of left, center or right`.
    static func enumeration(_ names: [String]) -> String {
        "one of " + list(names, conjunction: "or")
    }

    /// The expected form of a bit mask: `none, all or space-separated names from top, left and right`.
    static func optionSet(_ names: [String]) -> String {
        "none, all or space-separated names from " + list(names, conjunction: "and")
    }

    /// The full markup-facing message of a `ValueConversionError`.
    static func conversionError(property: String, value: String, type: String, failure: KeyValueConversionFailure) -> String {
        let head = "cannot convert '\(value)' to \(type) for property '\(property)'"
        let reason = failure.reason.map { ": \($0)" } ?? ""
        return "\(head)\(reason); expected \(failure.expected)"
    }

    /// The longest text quoted whole in a message; longer text is cut so one line stays readable.
    static let quotedLengthLimit = 64

    /// `'text'`, or for text longer than ``quotedLengthLimit`` its start and its length:
    /// `'xxxx…' (1048576 characters)`.
    static func quoted(_ text: String) -> String {
        guard text.count > quotedLengthLimit else { return "'\(text)'" }
        return "'\(text.prefix(quotedLengthLimit / 2))…' (\(text.count) characters)"
    }

    /// Joins `a`, `a or b`, `a, b or c`.
    static func list(_ items: [String], conjunction: String) -> String {
        guard let last = items.last else { return "" }
        let head = items.dropLast()
        return head.isEmpty ? last : head.joined(separator: ", ") + " \(conjunction) " + last
    }
}

extension KeyValueConversionFailure {
    /// A failure with `expected` as the accepted forms and `problem` as the reason.
    init(expected: String, _ problem: ValueProblem) {
        self.init(expected: expected, reason: problem.message)
    }
}
