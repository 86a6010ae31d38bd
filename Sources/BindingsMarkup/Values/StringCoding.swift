import Bindings
import Foundation

/// String conversions shared by the view kit's value types and by key-value coding of standard types.
///
/// The value types (`Color`, `Font`, geometry, enumerations) parse themselves; this namespace holds
/// the conversions of standard types that Bindings does not own (`Bool`, `URL`), plus the number
/// formatting every canonical description uses, so all of them word their failures alike.
public enum StringCoding {
    /// The accepted forms of a boolean, for error messages.
    public static var boolExpectedForm: String { ValueWording.bool }

    /// Parses `true`, `false`, `yes`, `no`, `1` or `0`, ignoring case and surrounding whitespace.
    public static func parseBool(_ text: String) throws(KeyValueConversionFailure) -> Bool {
        let word = trimmed(text)
        switch word.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        case "": throw KeyValueConversionFailure(expected: ValueWording.bool, .empty)
        // The expected forms already list every accepted word; a reason would only repeat them.
        default: throw KeyValueConversionFailure(expected: ValueWording.bool)
        }
    }

    /// Formats a number canonically: integral values without a fraction (`14`), others in Swift's
    /// shortest round-tripping form (`0.1`, `1e-07`).
    public static func format(_ number: Double) -> String {
        // 2^53: beyond it not every integer is a Double, and Int64 conversion would need care.
        if number.isFinite, number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return String(number)
    }

    /// Converts `value` to `T`, wrapping a failure with the property and value for markup messages.
    public static func convert<T: KeyValueConvertible>(
        _ value: Any, to type: T.Type, property: String
    ) throws(ValueConversionError) -> T {
        do {
            return try T.convert(fromKeyValue: value)
        } catch {
            throw ValueConversionError(
                property: property, value: String(describing: value),
                type: String(describing: type), failure: error)
        }
    }

    // MARK: - Shared helpers

    /// `text` without leading and trailing whitespace and newlines.
    static func trimmed(_ text: String) -> String {
        // Text that starts and ends with a visible ASCII character has nothing to trim.
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return text
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The words of `text`, as `split(whereSeparator: \.isWhitespace)` gives them; ASCII text, as
    /// markup values are, is split byte by byte without classifying characters.
    static func words(of text: String) -> [String] {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return text.split(whereSeparator: \.isWhitespace).map(String.init) }
        var words: [String] = []
        var wordStart: String.Index?
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            // The ASCII characters Unicode calls white space: tab to carriage return, and space.
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                if let start = wordStart { words.append(String(text[start..<index])) }
                wordStart = nil
            } else if wordStart == nil {
                wordStart = index
            }
            bytes.formIndex(after: &index)
        }
        if let start = wordStart { words.append(String(text[start...])) }
        return words
    }

    /// Parses a finite decimal number such as `12`, `-3.5` or `1e3`.
    ///
    /// Stricter than `Double(_:)`, which also accepts `nan`, `inf` and hex floats: markup numbers
    /// are plain decimals, and non-finite values would break equality and round-tripping.
    static func number(_ token: String) throws(ValueProblem) -> Double {
        if token.isEmpty { throw .emptyComponent }
        // Byte by byte: every allowed character is one ASCII byte, and any other character has a
        // byte outside them.
        guard token.utf8.allSatisfy(isNumberByte),
              let value = Double(token), value.isFinite
        else { throw .notANumber(token) }
        return value
    }

    /// Whether `byte` is one of `0123456789+-.eE`.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }
}
