/// Splits expression source into tokens on demand, one token of lookahead for the parser.
///
/// Lexing is lazy because templates and formatter specifications are lexed differently from the
/// rest: the parser switches to ``scanTemplateSegment(openedAt:)`` or ``scanFormatter()`` at the
/// right moment, and the lexer carries on from where that scan stopped.
struct ExpressionLexer {
    /// The source as characters, so offsets are character offsets and indexing is O(1).
    let characters: [Character]
    /// The source's bytes when each is one character (see ``init(_:)``): text is cut from them.
    private let asciiBytes: [UInt8]?
    /// The offset of the next character to read.
    var position = 0

    init(_ source: String) {
        // Source without a byte above 127 or a carriage return (which joins a following line feed
        // into one character) has one character per byte: made from the bytes, which is several
        // times cheaper than breaking the text into grapheme clusters.
        if source.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            let bytes = Array(source.utf8)
            asciiBytes = bytes
            characters = bytes.map { Character(Unicode.Scalar($0)) }
        } else {
            asciiBytes = nil
            characters = Array(source)
        }
    }

    /// The source text from character `start` up to `end`.
    func text(from start: Int, to end: Int) -> String {
        if let asciiBytes { return String(decoding: asciiBytes[start ..< end], as: UTF8.self) }
        return String(characters[start ..< end])
    }

    /// The source text a token spans.
    func text(of token: ExpressionToken) -> String {
        text(from: token.offset, to: token.offset + token.length)
    }

    /// Reads the next token, skipping whitespace.
    mutating func next() throws(ExpressionError) -> ExpressionToken {
        skipWhitespace()
        let start = position
        guard let character = peek() else {
            return ExpressionToken(kind: .end, offset: start, length: 0)
        }
        let code = asciiCode()
        let kind: ExpressionToken.Kind
        if let code, code.isExpressionIdentifierStart || code == UInt8(ascii: "@") {
            kind = .word(try scanWord())
        } else if let code, code.isExpressionDigit {
            kind = try scanNumber()
        } else if character == "'" || character == "\"" {
            kind = .string(try scanString(quote: character))
        } else if character == "`" {
            position += 1
            kind = .templateStart
        } else {
            kind = .symbol(try scanSymbol(startingWith: character))
        }
        return ExpressionToken(kind: kind, offset: start, length: position - start)
    }

    // MARK: Character access

    func peek(_ ahead: Int = 0) -> Character? {
        let index = position + ahead
        return index < characters.count ? characters[index] : nil
    }

    /// The ASCII code of the character `ahead` of the position; `nil` at the end and for other
    /// characters. Read from the bytes when there are, as `Character.asciiValue` costs more.
    func asciiCode(_ ahead: Int = 0) -> UInt8? {
        let index = position + ahead
        guard index < characters.count else { return nil }
        if let asciiBytes { return asciiBytes[index] }
        return characters[index].asciiValue
    }

    mutating func skipWhitespace() {
        while position < characters.count {
            if let code = asciiCode() {
                guard code.isExpressionWhitespace else { return }
            } else {
                guard characters[position].isWhitespace else { return }
            }
            position += 1
        }
    }

    /// Reads `[A-Za-z_][A-Za-z0-9_]*`, or returns an empty string if none starts here.
    mutating func scanIdentifier() -> String {
        guard let first = asciiCode(), first.isExpressionIdentifierStart else { return "" }
        let start = position
        position += 1
        while let code = asciiCode(), code.isExpressionIdentifierStart || code.isExpressionDigit {
            position += 1
        }
        return text(from: start, to: position)
    }

    /// What is at the current position, for `expected … but found …` errors.
    func foundCharacter() -> ExpressionError.Found {
        peek().map { .text(String($0)) } ?? .endOfExpression
    }

    // MARK: Tokens

    private mutating func scanWord() throws(ExpressionError) -> String {
        guard peek() == "@" else { return scanIdentifier() }
        position += 1
        let name = scanIdentifier()
        guard !name.isEmpty else {
            throw ExpressionError(.expected(.collectionOperatorName, found: foundCharacter()), at: position)
        }
        return "@" + name
    }

    private mutating func scanNumber() throws(ExpressionError) -> ExpressionToken.Kind {
        let start = position
        var isIntegral = true
        skipDigits()
        if asciiCode() == UInt8(ascii: "."), let after = asciiCode(1), after.isExpressionDigit {
            isIntegral = false
            position += 1
            skipDigits()
        }
        if peek() == "e" || peek() == "E" {
            isIntegral = false
            position += 1
            if peek() == "+" || peek() == "-" { position += 1 }
            let digitsStart = position
            skipDigits()
            if position == digitsStart {
                throw ExpressionError(.malformedNumber(text(from: start, to: position)), at: start)
            }
        }
        let text = text(from: start, to: position)
        if isIntegral, let int = Int(text) { return .int(int) }
        // Integral text too large for Int still reads as the Double it approximates.
        guard let double = Double(text), double.isFinite else {
            throw ExpressionError(.malformedNumber(text), at: start)
        }
        return .double(double)
    }

    private mutating func skipDigits() {
        while let code = asciiCode(), code.isExpressionDigit { position += 1 }
    }

    private mutating func scanString(quote: Character) throws(ExpressionError) -> String {
        let start = position
        position += 1
        var text = ""
        while let character = peek() {
            position += 1
            if character == quote { return text }
            guard character == "\\" else {
                text.append(character)
                continue
            }
            guard let escaped = peek() else { break }
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "\\", "'", "\"": text.append(escaped)
            default: throw ExpressionError(.unknownEscape(escaped), at: position - 1)
            }
            position += 1
        }
        throw ExpressionError(.unterminatedString, at: start)
    }

    private mutating func scanSymbol(startingWith first: Character) throws(ExpressionError) -> ExpressionSymbol {
        let start = position
        // Two-character symbols first, so `??` is not read as two `?`.
        if let second = peek(1), let symbol = ExpressionSymbol(rawValue: String([first, second])) {
            position += 2
            return symbol
        }
        if let symbol = ExpressionSymbol(rawValue: String(first)) {
            position += 1
            return symbol
        }
        throw ExpressionError(.unexpectedCharacter(first), at: start)
    }
}

// The lexer's character classes, on ASCII codes: the `Character` properties look Unicode tables
// up, which cost more than the rest of lexing. Non-ASCII characters are in none of them but
// whitespace, which the lexer asks `Character` about.
extension UInt8 {
    /// `[A-Za-z_]`: identifiers are ASCII so key paths map directly onto Swift property names.
    var isExpressionIdentifierStart: Bool {
        (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") || self == UInt8(ascii: "_")
    }

    /// `[0-9]`.
    var isExpressionDigit: Bool {
        self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")
    }

    /// ASCII whitespace, as `Character.isWhitespace` has it: space, tab, and line and page breaks.
    var isExpressionWhitespace: Bool {
        self == 0x20 || (0x09...0x0D).contains(self)
    }
}
