import Foundation

/// The functions an expression can call, each taking one argument.
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
        }
    }

    private func text(_ argument: Any?) -> String? {
        guard let argument else { return nil }
        return ExpressionSemantics.string(argument)
    }

    private func count(of argument: Any?) -> Int? {
        guard let argument else { return 0 }
        if let text = ExpressionSemantics.string(argument) { return text.count }
        if let collection = argument as? any Collection { return collection.count }
        return nil
    }
}
