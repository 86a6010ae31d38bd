/// Formats North American phone numbers: `6177427035` → `(617) 742-7035`.
///
/// Eleven digits starting with `1` become `+1 (617) 742-7035`. Text may contain spaces, dashes,
/// dots, parentheses and `+`, which are ignored; anything else, and other digit counts, are
/// returned unchanged. `nil` gives `nil`. Registered as `phone` in ``FormatterRegistry``.
public struct PhoneNumberFormatter: ValueFormatter {
    private static let separators: Set<Character> = [" ", "-", ".", "(", ")", "+"]

    /// Creates a phone number formatter.
    public init() {}

    /// Formats a phone number given as text or as an integer.
    public func format(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let text: String
        if let string = ExpressionSemantics.string(value) {
            text = string
        } else if let integer = value as? any BinaryInteger {
            text = String(describing: integer)
        } else {
            return value
        }
        let kept = text.filter { !Self.separators.contains($0) }
        guard kept.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return value }
        let digits = Array(kept)
        switch digits.count {
        case 10:
            return Self.local(digits[...])
        case 11 where digits[0] == "1":
            return "+1 " + Self.local(digits[1...])
        default:
            return value
        }
    }

    /// `(617) 742-7035` from exactly ten digits.
    private static func local(_ digits: ArraySlice<Character>) -> String {
        let start = digits.startIndex
        return "(" + String(digits[start ..< start + 3]) + ") "
            + String(digits[start + 3 ..< start + 6]) + "-" + String(digits[start + 6 ..< start + 10])
    }
}
