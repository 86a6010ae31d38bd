/// Reads Apple's `.strings` format: `"key" = "value";` entries, `/* */` and `//` comments, and the
/// escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\'`, `\0` and `\U` with four hexadecimal digits.
///
/// Problems are data (``MarkupDiagnostic/StringsProblem``) with the line and column of the
/// character where reading stopped, for a diagnostic in compiler form.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Where reading stopped, and why.
    struct Failure: Error {
        let position: SourcePosition
        let problem: MarkupDiagnostic.StringsProblem
    }

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The entries in order of the file; a key written twice keeps its last value, as Foundation does.
    mutating func parse() throws(Failure) -> [String: String] {
        var strings: [String: String] = [:]
        while try skipSpaceAndComments() {
            let key = try quoted(or: .expectedKey)
            _ = try skipSpaceAndComments()
            try expect("=", or: .expectedEquals)
            _ = try skipSpaceAndComments()
            let value = try quoted(or: .expectedValue)
            _ = try skipSpaceAndComments()
            try expect(";", or: .expectedSemicolon)
            strings[key] = value
        }
        return strings
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private mutating func advance() {
        if current == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    /// Skips whitespace and comments; `false` at the end of the text.
    private mutating func skipSpaceAndComments() throws(Failure) -> Bool {
        while let scalar = current {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = current, next != "\n" { advance() }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = position
                advance()
                advance()
                while current != nil, !(current == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { advance() }
                guard current != nil else { throw Failure(position: start, problem: .unterminatedComment) }
                advance()
                advance()
            } else {
                return true
            }
        }
        return false
    }

    private mutating func expect(_ scalar: Unicode.Scalar, or problem: MarkupDiagnostic.StringsProblem) throws(Failure) {
        guard current == scalar else { throw Failure(position: position, problem: problem) }
        advance()
    }

    private mutating func quoted(or problem: MarkupDiagnostic.StringsProblem) throws(Failure) -> String {
        let start = position
        try expect("\"", or: problem)
        var text = String.UnicodeScalarView()
        while let scalar = current {
            advance()
            switch scalar {
            case "\"": return String(text)
            case "\\": text.append(try escape())
            default: text.append(scalar)
            }
        }
        throw Failure(position: start, problem: .unterminatedString)
    }

    /// The character an escape stands for; `\` has been read.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        let start = SourcePosition(line: line, column: column - 1)
        guard let scalar = current else { throw Failure(position: start, problem: .unterminatedString) }
        advance()
        switch scalar {
        case "\"", "\\", "'": return scalar
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "U", "u":
            let high = try hexDigits(from: start)
            if (0xD800..<0xDC00).contains(high), current == "\\", index + 1 < scalars.count, ["U", "u"].contains(scalars[index + 1]) {
                advance()
                advance()
                let low = try hexDigits(from: start)
                if (0xDC00..<0xE000).contains(low), let combined = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00)) {
                    return combined
                }
            }
            guard let decoded = Unicode.Scalar(high) else { throw Failure(position: start, problem: .invalidUnicodeEscape) }
            return decoded
        default:
            throw Failure(position: start, problem: .invalidEscape("\\" + String(scalar)))
        }
    }

    private mutating func hexDigits(from start: SourcePosition) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else {
                throw Failure(position: start, problem: .invalidUnicodeEscape)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }
}
