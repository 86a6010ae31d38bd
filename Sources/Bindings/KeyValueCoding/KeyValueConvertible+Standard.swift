import Foundation

extension Int: KeyValueConvertible {}
extension Int8: KeyValueConvertible {}
extension Int16: KeyValueConvertible {}
extension Int32: KeyValueConvertible {}
extension Int64: KeyValueConvertible {}
extension UInt: KeyValueConvertible {}
extension UInt8: KeyValueConvertible {}
extension UInt16: KeyValueConvertible {}
extension UInt32: KeyValueConvertible {}
extension UInt64: KeyValueConvertible {}

extension KeyValueConvertible where Self: FixedWidthInteger {
    /// Converts integers, integral floating-point numbers, booleans and decimal strings.
    ///
    /// Unlike Foundation's `intValue`, a fractional or out-of-range number is refused rather than
    /// truncated, so a typo in markup is reported instead of silently changing the value.
    public static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> Self {
        // Markup sets text: one cast instead of the number casts, which a string never passes.
        if let text = value as? String { return try integer(fromText: text) }
        if let number = NumericValue(value) {
            switch number {
            case .integer(let integer):
                if let result = Self(exactly: integer) { return result }
            case .unsigned(let unsigned):
                if let result = Self(exactly: unsigned) { return result }
            case .floating(let double):
                if let result = Self(exactly: double) { return result }
            }
            throw KeyValueConversionFailure(expected: expectedForm, reason: "\(value) is not a whole number in \(Self.min)...\(Self.max)")
        }
        if let bool = value as? Bool { return bool ? 1 : 0 }
        if let text = stringValue(value) { return try integer(fromText: text) }
        throw KeyValueConversionFailure(expected: expectedForm)
    }

    /// A decimal integer, or an integral decimal number, in `text`.
    private static func integer(fromText text: String) throws(KeyValueConversionFailure) -> Self {
        let trimmed = trimmingWhitespace(text)
        if let result = Self(trimmed) { return result }
        if let double = Double(trimmed), let result = Self(exactly: double) { return result }
        throw KeyValueConversionFailure(expected: expectedForm)
    }

    /// `an integer`.
    public static var expectedForm: String { "an integer" }
}

extension Double: KeyValueConvertible {}
extension Float: KeyValueConvertible {}

extension KeyValueConvertible where Self: BinaryFloatingPoint {
    /// Converts any number, and decimal strings; an integer widens.
    public static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> Self {
        // Markup sets text: one cast instead of the number casts, which a string never passes.
        if let text = value as? String {
            guard let double = Double(trimmingWhitespace(text)) else { throw KeyValueConversionFailure(expected: expectedForm) }
            return Self(double)
        }
        switch NumericValue(value) {
        case .integer(let integer): return Self(integer)
        case .unsigned(let unsigned): return Self(unsigned)
        case .floating(let double): return Self(double)
        case nil: break
        }
        if let text = stringValue(value), let double = Double(trimmingWhitespace(text)) {
            return Self(double)
        }
        throw KeyValueConversionFailure(expected: expectedForm)
    }

    /// `a number`.
    public static var expectedForm: String { "a number" }
}

extension Bool: KeyValueConvertible {
    /// Converts `true`/`false`/`yes`/`no`/`1`/`0` (any case) and the numbers 0 and 1.
    public static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> Bool {
        if let bool = value as? Bool { return bool }
        // Markup sets text: one cast instead of the number casts, which a string never passes.
        if let text = value as? String { return try word(text) }
        if let number = NumericValue(value) {
            switch number {
            case .integer(0), .unsigned(0), .floating(0): return false
            case .integer(1), .unsigned(1), .floating(1): return true
            default: break
            }
        }
        if let text = stringValue(value) { return try word(text) }
        throw KeyValueConversionFailure(expected: expectedForm)
    }

    /// The boolean one of the accepted words in `text` stands for.
    private static func word(_ text: String) throws(KeyValueConversionFailure) -> Bool {
        switch trimmingWhitespace(text).lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw KeyValueConversionFailure(expected: expectedForm)
        }
    }

    /// The accepted words.
    public static var expectedForm: String { "true, false, yes, no, 1 or 0" }
}

extension String: KeyValueConvertible {
    /// Converts strings, characters and numbers (by their description).
    public static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> String {
        if let text = stringValue(value) { return text }
        if NumericValue(value) != nil || value is Bool { return String(describing: value) }
        throw KeyValueConversionFailure(expected: expectedForm)
    }

    /// `a string`.
    public static var expectedForm: String { "a string" }
}

/// A number of any standard type, normalised for conversions.
enum NumericValue: Equatable {
    case integer(Int64)
    case unsigned(UInt64)
    case floating(Double)

    init?(_ value: Any) {
        switch value {
        case let v as Int: self = .integer(Int64(v))
        case let v as Double: self = .floating(v)
        case let v as Int64: self = .integer(v)
        case let v as Int32: self = .integer(Int64(v))
        case let v as Int16: self = .integer(Int64(v))
        case let v as Int8: self = .integer(Int64(v))
        case let v as UInt: self = .unsigned(UInt64(v))
        case let v as UInt64: self = .unsigned(v)
        case let v as UInt32: self = .unsigned(UInt64(v))
        case let v as UInt16: self = .unsigned(UInt64(v))
        case let v as UInt8: self = .unsigned(UInt64(v))
        case let v as Float: self = .floating(Double(v))
        case let v as CGFloat: self = .floating(Double(v))
        case let v as Decimal: self = .floating(NSDecimalNumber(decimal: v).doubleValue)
        default: return nil
        }
    }
}

/// `text` without leading and trailing whitespace, as `trimmingCharacters(in: .whitespaces)`;
/// text that starts and ends with a visible ASCII character, as markup values do, is returned as it
/// is without Foundation's scan.
func trimmingWhitespace(_ text: String) -> String {
    if let first = text.utf8.first, let last = text.utf8.last,
       first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
        return text
    }
    return text.trimmingCharacters(in: .whitespaces)
}

/// The text of a string-like value.
func stringValue(_ value: Any) -> String? {
    switch value {
    case let text as String: return text
    case let text as Substring: return String(text)
    case let character as Character: return String(character)
    default: return nil
    }
}
