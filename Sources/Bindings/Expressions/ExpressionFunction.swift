import Foundation

/// The functions an expression can call, each taking one argument: `upper(name)`, or in
/// `NSExpression`'s spelling, as MarkupKit documents write them, `uppercase:(name)` or
/// `average:(values)`.
///
/// The set is closed and small on purpose: a call to any other name is a parse error, so a typo
/// surfaces when the markup loads rather than as a blank label.
enum ExpressionFunction: String, Sendable, Equatable, CaseIterable {
    /// Uppercases text.
    case upper
    /// Lowercases text.
    case lower
    /// Trims whitespace and newlines from both ends of text.
    case trim
    /// The number of characters in text or elements in a collection; `0` for `nil`.
    case count
    /// Whether text or a collection is empty; `true` for `nil`.
    case isEmpty
    /// The sum of a collection of numbers (`0` when empty); an `Int` when every element is one.
    case sum
    /// The mean of a collection of numbers, as a `Double`; `nil` when empty.
    case average
    /// The smallest of a collection of numbers; `nil` when empty.
    case min
    /// The largest of a collection of numbers; `nil` when empty.
    case max
    /// The middle of a collection of numbers (the mean of the two middle ones for an even count).
    case median
    /// The square root of a number.
    case sqrt
    /// The base-10 logarithm of a number.
    case log
    /// The natural logarithm of a number.
    case ln
    /// e raised to a number.
    case exp
    /// A number rounded down.
    case floor
    /// A number rounded up.
    case ceiling
    /// A number's magnitude.
    case abs
    /// A number rounded toward zero.
    case trunc

    /// The function `NSExpression` calls `name` (`uppercase:`, `average:`), without its colon.
    init?(expressionName name: String) {
        switch name {
        case "uppercase": self = .upper
        case "lowercase": self = .lower
        case "upper", "lower", "trim", "isEmpty": return nil
        default: self.init(rawValue: name)
        }
    }

    /// How many arguments the function takes.
    var arity: Int { 1 }

    /// Applies the function; an argument of the wrong type gives `nil`.
    func apply(_ argument: Any?) -> Any? {
        switch self {
        case .upper: return text(argument)?.uppercased()
        case .lower: return text(argument)?.lowercased()
        case .trim: return text(argument)?.trimmingCharacters(in: .whitespacesAndNewlines)
        case .count: return count(of: argument)
        case .isEmpty: return count(of: argument).map { $0 == 0 }
        case .sum, .average, .min, .max, .median: return numbers(argument).flatMap(aggregate)
        case .sqrt, .log, .ln, .exp, .floor, .ceiling, .abs, .trunc: return number(argument).flatMap(calculate)
        }
    }

    private func aggregate(_ numbers: [ExpressionNumber]) -> Any? {
        let doubles = numbers.map(\.doubleValue)
        switch self {
        case .sum:
            // As `+` adds: integers stay integers until they overflow.
            return numbers.reduce(0 as Any?) { ExpressionSemantics.arithmetic(.add, $0, $1.value) }
        case .average:
            return doubles.isEmpty ? nil : doubles.reduce(0, +) / Double(doubles.count)
        case .min:
            return numbers.min { $0.doubleValue < $1.doubleValue }?.value
        case .max:
            return numbers.max { $0.doubleValue < $1.doubleValue }?.value
        default:
            let sorted = doubles.sorted()
            guard !sorted.isEmpty else { return nil }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
    }

    private func calculate(_ number: ExpressionNumber) -> Any? {
        let value = number.doubleValue
        switch self {
        case .sqrt: return value.squareRoot()
        case .log: return Foundation.log10(value)
        case .ln: return Foundation.log(value)
        case .exp: return Foundation.exp(value)
        case .floor: return value.rounded(.down)
        case .ceiling: return value.rounded(.up)
        case .trunc: return value.rounded(.towardZero)
        // As unary minus negates: an integer stays one unless it is `Int.min`.
        default: return value < 0 ? ExpressionSemantics.negate(number.value) : number.value
        }
    }

    private func text(_ argument: Any?) -> String? {
        guard let argument else { return nil }
        return ExpressionSemantics.string(argument)
    }

    private func number(_ argument: Any?) -> ExpressionNumber? {
        argument.flatMap(ExpressionNumber.init)
    }

    /// The elements of a collection when every one is a number.
    private func numbers(_ argument: Any?) -> [ExpressionNumber]? {
        guard let collection = argument as? any Collection else { return nil }
        var numbers: [ExpressionNumber] = []
        for element in collection {
            guard let number = ExpressionNumber(element) else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    private func count(of argument: Any?) -> Int? {
        guard let argument else { return 0 }
        if let text = ExpressionSemantics.string(argument) { return text.count }
        if let collection = argument as? any Collection { return collection.count }
        return nil
    }
}
