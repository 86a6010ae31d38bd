/// Formats North American phone numbers: `6177427035` → `(617) 742-7035`.
///
/// Eleven digits starting with `1` become `+1 (617) 742-7035`. Text may contain spaces, dashes,
/// dots, parentheses and `+`, which are ignored; anything else, and other digit counts, are
/// returned unchanged. `nil` gives `nil`. Registered as `phone` in ``FormatterRegistry``.
public struct PhoneNumberFormatter: ValueFormatter {
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
        // Byte by byte: digits and separators are ASCII, so any other byte (every byte of a
        // non-ASCII character among them) means the text is not a phone number. Cells format a
        // number per reuse, so this avoids building characters and arrays.
        var count = 0
        var first: UInt8 = 0
        for byte in text.utf8 {
            if Self.isDigit(byte) {
                if count == 0 { first = byte }
                count += 1
            } else if !Self.isSeparator(byte) {
                return value
            }
        }
        switch count {
        case 10: return Self.layOut(text, skippingDigits: 0, prefix: "")
        case 11 where first == UInt8(ascii: "1"): return Self.layOut(text, skippingDigits: 1, prefix: "+1 ")
        default: return value
        }
    }

    private static let pattern = Array("(###) ###-####".utf8)

    /// The digits of `text` (after the first `skippingDigits`) written into ``pattern``.
    private static func layOut(_ text: String, skippingDigits skipped: Int, prefix: StaticString) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.utf8CodeUnitCount + pattern.count) { buffer in
            var length = 0
            for byte in UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount) {
                buffer[length] = byte
                length += 1
            }
            var digits = text.utf8.lazy.filter(isDigit).dropFirst(skipped).makeIterator()
            for byte in pattern {
                buffer[length] = byte == UInt8(ascii: "#") ? digits.next() ?? byte : byte
                length += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<length]), as: UTF8.self)
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "+"):
            return true
        default:
            return false
        }
    }
}
