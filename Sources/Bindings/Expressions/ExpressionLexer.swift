/// Splits expression source into tokens on demand, one token of lookahead for the parser.
///
/// Lexing is lazy because templates and formatter specifications are lexed differently from the
/// rest: the parser switches to ``scanTemplateSegment(openedAt:)`` or ``scanFormatter()`` at the
/// right moment, and the lexer carries on from where that scan stopped.
struct ExpressionLexer {
    /// The source as characters, so offsets are character offsets and indexing is O(1).
    let characters: [Character]
    /// The offset of the next character to read.
    var position = 0

    init(_ source: String) {
        characters = Array(source)
    }

    /// The source text a token spans.
    func text(of token: ExpressionToken) -> String {
        String(characters[token.offset ..< token.offset + token.length])
    }

    /// Reads the next token, skipping whitespace.
    mutating func next() throws(ExpressionError) -> ExpressionToken {
        skipWhitespace()
        let start = position
        guard let character = peek() else {
            return ExpressionToken(kind: .end, offset: start, length: 0)
        }
        let kind: ExpressionToken.Kind
        if character.isExpressionIdentifierStart || character == "@" {
            kind = .word(try scanWord())
        } else if character.isASCII, character.isWholeNumber {
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

    mutating func skipWhitespace() {
        while let character = peek(), character.isWhitespace { position += 1 }
    }

    /// Reads `[A-Za-z_][A-Za-z0-9_]*`, or returns an empty string if none starts here.
    mutating func scanIdentifier() -> String {
        guard let first = peek(), first.isExpressionIdentifierStart else { return "" }
        let start = position
        position += 1
        while let character = peek(), character.isExpressionIdentifierStart || (character.isASCII && character.isWholeNumber) {
            position += 1
        }
        return String(characters[start ..< position])
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
        if peek() == ".", let after = peek(1), after.isASCII, after.isWholeNumber {
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
                throw ExpressionError(.malformedNumber(String(characters[start ..< position])), at: start)
            }
        }
        let text = String(characters[start ..< position])
        if isIntegral, let int = Int(text) { return .int(int) }
        // Integral text too large for Int still reads as the Double it approximates.
        guard let double = Double(text), double.isFinite else {
            throw ExpressionError(.malformedNumber(text), at: start)
        }
        return .double(double)
    }

    private mutating func skipDigits() {
        while let character = peek(), character.isASCII, character.isWholeNumber { position += 1 }
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

extension Character {
    /// `[A-Za-z_]`: identifiers are ASCII so key paths map directly onto Swift property names.
    var isExpressionIdentifierStart: Bool {
        isASCII && (isLetter || self == "_")
    }
}
