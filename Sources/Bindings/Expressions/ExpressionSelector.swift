import Foundation

/// The messages `FUNCTION(receiver, 'selector', arguments…)` can send: `NSExpression`'s way of
/// calling a method, as MarkupKit documents write it
/// (`FUNCTION(one, 'stringByAppendingString:', two)`).
///
/// Without an Objective-C runtime there is no method to look up, so the selectors are a closed
/// table of the `NSString` and `NSNumber` methods such expressions use, each answered as those
/// classes answer it. Naming any other selector, or giving one the wrong number of arguments, is a
/// parse error. A receiver or argument of the wrong type gives `nil`, as a function's does.
enum ExpressionSelector: String, Sendable, Equatable, CaseIterable {
    // Text
    /// The receiver followed by the argument.
    case stringByAppendingString = "stringByAppendingString:"
    /// The receiver with every occurrence of the first argument replaced by the second.
    case stringByReplacingOccurrencesOfStringWithString = "stringByReplacingOccurrencesOfString:withString:"
    /// The receiver uppercased.
    case uppercaseString
    /// The receiver lowercased.
    case lowercaseString
    /// The receiver with each word's first letter uppercased and the rest lowercased.
    case capitalizedString
    /// The receiver's last path component: `otest` for `/Developer/Tools/otest`.
    case lastPathComponent
    /// The receiver's length in UTF-16 code units, as `NSString` counts.
    case length
    /// The receiver's first UTF-16 code units, up to the argument; `nil` past the end.
    case substringToIndex = "substringToIndex:"
    /// The receiver from the argument's UTF-16 offset on; `nil` past the end.
    case substringFromIndex = "substringFromIndex:"
    /// Whether the receiver starts with the argument (never with empty text, as in `NSString`).
    case hasPrefix = "hasPrefix:"
    /// Whether the receiver ends with the argument (never with empty text, as in `NSString`).
    case hasSuffix = "hasSuffix:"
    /// Whether the receiver contains the argument (never empty text, as in `NSString`).
    case containsString = "containsString:"
    // Numbers, and text read as a number
    /// A number truncated to an integer, or the integer text starts with (`0` if none).
    case intValue
    /// The same as ``intValue``: integers here are all `Int`.
    case integerValue
    /// A number as a `Double`, or the number text starts with (`0` if none).
    case doubleValue
    /// Whether a number is not zero, or text starts with `Y`, `y`, `T`, `t` or a digit 1–9.
    case boolValue
    /// A number as text, as `NSNumber` writes it (`3` for `3.0`).
    case stringValue
    /// Text itself, or a number as ``stringValue`` writes it.
    case description

    /// How many arguments the selector takes: one for each colon in its name.
    var arity: Int { rawValue.count { $0 == ":" } }

    /// Sends the message to a receiver that is not `nil`.
    func send(to receiver: Any, with arguments: [Any?]) -> Any? {
        if let number = ExpressionNumber(receiver) { return send(toNumber: number) }
        guard let text = ExpressionSemantics.string(receiver) else { return nil }
        return send(toText: text, with: arguments)
    }

    private func send(toNumber number: ExpressionNumber) -> Any? {
        switch self {
        case .intValue, .integerValue:
            switch number {
            case .int(let int): return int
            case .double(let double): return Int(exactly: double.rounded(.towardZero))
            }
        case .doubleValue: return number.doubleValue
        case .boolValue: return number.doubleValue != 0
        case .stringValue, .description:
            switch number {
            case .int(let int): return String(int)
            case .double(let double): return Int(exactly: double).map(String.init) ?? String(double)
            }
        default: return nil
        }
    }

    private func send(toText text: String, with arguments: [Any?]) -> Any? {
        let texts = Self.texts(arguments)
        switch self {
        case .stringByAppendingString: return texts?.first.map { text + $0 }
        case .stringByReplacingOccurrencesOfStringWithString:
            guard let target = texts?.first, let replacement = texts?.last else { return nil }
            return target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement)
        case .uppercaseString: return text.uppercased()
        case .lowercaseString: return text.lowercased()
        case .capitalizedString: return text.capitalized
        case .lastPathComponent: return NSString(string: text).lastPathComponent
        case .length: return text.utf16.count
        case .substringToIndex, .substringFromIndex: return substring(of: text, at: arguments.first ?? nil)
        case .hasPrefix: return texts?.first.map { !$0.isEmpty && text.hasPrefix($0) }
        case .hasSuffix: return texts?.first.map { !$0.isEmpty && text.hasSuffix($0) }
        case .containsString: return texts?.first.map { !$0.isEmpty && text.contains($0) }
        case .intValue, .integerValue: return Scanner(string: text).scanInt() ?? 0
        case .doubleValue: return Scanner(string: text).scanDouble() ?? 0
        case .boolValue: return Self.startsTrue(text)
        case .description: return text
        case .stringValue: return nil
        }
    }

    /// The arguments as text, or `nil` when any is `nil` or not text.
    private static func texts(_ arguments: [Any?]) -> [String]? {
        let texts = arguments.compactMap { $0.flatMap(ExpressionSemantics.string) }
        return texts.count == arguments.count ? texts : nil
    }

    /// `nil` for an index that is not an integer, is past the end, or splits a character's UTF-16 pair.
    private func substring(of text: String, at index: Any?) -> String? {
        guard let index, case .int(let offset)? = ExpressionNumber(index),
              (0...text.utf16.count).contains(offset)
        else { return nil }
        let position = text.utf16.index(text.utf16.startIndex, offsetBy: offset)
        return self == .substringToIndex ? String(text.utf16[..<position]) : String(text.utf16[position...])
    }

    /// `NSString`'s reading of text as a flag: after spaces, a sign and zeros, `Y`, `T` or 1–9.
    private static func startsTrue(_ text: String) -> Bool {
        var rest = text.drop { $0.isWhitespace }
        if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
        guard let first = rest.drop(while: { $0 == "0" }).first else { return false }
        return "YyTt123456789".contains(first)
    }
}
