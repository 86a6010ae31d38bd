/// ASCII byte constants and classes used by the markup reader (which works on raw UTF-8 bytes).
enum MarkupByte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclamation: UInt8 = 0x21
    static let doubleQuote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let ampersand: UInt8 = 0x26
    static let singleQuote: UInt8 = 0x27
    static let hyphen: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let lessThan: UInt8 = 0x3C
    static let equals: UInt8 = 0x3D
    static let greaterThan: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let leftBracket: UInt8 = 0x5B
    static let rightBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let lowercaseX: UInt8 = 0x78

    /// XML whitespace: space, tab, line feed, carriage return.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == lineFeed || byte == carriageReturn || byte == tab
    }

    /// A byte that can start a name: ASCII letters, `_`, `:` and any non-ASCII scalar (lenient: XML's exact
    /// non-ASCII name ranges are not checked).
    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == underscore || byte == colon || byte >= 0x80
    }

    /// A byte that can continue a name: name-start bytes plus digits, `-` and `.` (for `MyApp.BadgeView`).
    @inline(__always)
    static func isNameContinuation(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == hyphen || byte == period
    }

    /// Whether a byte begins a scalar (is not a UTF-8 continuation byte); used to count columns.
    @inline(__always)
    static func startsScalar(_ byte: UInt8) -> Bool {
        (byte & 0xC0) != 0x80
    }

    /// The value of an ASCII hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }
}
