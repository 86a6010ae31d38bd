extension ExpressionParser {
    /// `-x`, `!x` and `not x`, each a level of nesting.
    mutating func parseUnary() throws(ExpressionError) -> ExpressionNode {
        let start = current.offset
        switch current.kind {
        case .symbol(.minus):
            try advance()
            let operand = try nested(at: start) { parser throws(ExpressionError) in try parser.parseUnary() }
            // Folding keeps `-3` a plain literal, as readers expect.
            switch operand {
            case .literal(.int(let int)) where int != .min: return .literal(.int(-int))
            case .literal(.double(let double)): return .literal(.double(-double))
            default: return .negate(operand)
            }
        case .symbol(.bang), .word("not"):
            try advance()
            return .not(try nested(at: start) { parser throws(ExpressionError) in try parser.parseUnary() })
        default:
            return try parsePrimary()
        }
    }

    private mutating func parsePrimary() throws(ExpressionError) -> ExpressionNode {
        let start = current.offset
        switch current.kind {
        case .int(let int):
            try advance()
            return .literal(.int(int))
        case .double(let double):
            try advance()
            return .literal(.double(double))
        case .string(let string):
            try advance()
            return .literal(.string(string))
        case .templateStart:
            return try parseTemplate()
        case .symbol(.leftParen):
            try advance()
            let inner = try nested(at: start) { parser throws(ExpressionError) in try parser.parseExpression() }
            try expect(.rightParen)
            return inner
        case .word("true"):
            try advance()
            return .literal(.bool(true))
        case .word("false"):
            try advance()
            return .literal(.bool(false))
        case .word("nil"):
            try advance()
            return .literal(.null)
        case .word(let word) where !Self.reservedWords.contains(word):
            try advance()
            if current.kind == .symbol(.leftParen), !word.hasPrefix("@") {
                return try word == "FUNCTION" ? parseMessage(at: start) : parseCall(word, at: start)
            }
            // NSExpression's spelling, `average:(values)`: only for its functions' names, so that
            // `flag ? value : (other)` stays a conditional.
            if current.kind == .symbol(.colon), let function = ExpressionFunction(expressionName: word), try nextIsLeftParen() {
                try advance()
                return try parseCall(word, function: function, at: start)
            }
            return try parseKeyPath(startingWith: word)
        default:
            throw unexpected(.expression)
        }
    }

    /// `first.second.@count…`: after a dot any word is a component, keywords included.
    private mutating func parseKeyPath(startingWith first: String) throws(ExpressionError) -> ExpressionNode {
        var components = [first]
        while current.kind == .symbol(.dot) {
            try advance()
            guard case .word(let component) = current.kind else { throw unexpected(.keyPathComponent) }
            components.append(component)
            try advance()
        }
        let keyPath = ExpressionKeyPath(components: components)
        record(keyPath)
        return .keyPath(keyPath)
    }

    /// Whether the token after the current one is `(`.
    private func nextIsLeftParen() throws(ExpressionError) -> Bool {
        var probe = lexer
        return try probe.next().kind == .symbol(.leftParen)
    }

    /// `name(argument, …)`, with the current token at `(`.
    private mutating func parseCall(_ name: String, function known: ExpressionFunction? = nil, at start: Int) throws(ExpressionError) -> ExpressionNode {
        guard let function = known ?? ExpressionFunction(rawValue: name) else {
            throw ExpressionError(.unknownFunction(name), at: start)
        }
        try advance()
        var arguments: [ExpressionNode] = []
        if current.kind != .symbol(.rightParen) {
            repeat {
                if !arguments.isEmpty { try advance() }
                arguments.append(try parseArgument())
            } while current.kind == .symbol(.comma)
        }
        try expect(.rightParen)
        guard arguments.count == function.arity, let argument = arguments.first else {
            throw ExpressionError(
                .wrongArgumentCount(function: name, expected: function.arity, found: arguments.count), at: start)
        }
        return .call(function, argument)
    }

    /// One argument of a call or message, a level of nesting.
    mutating func parseArgument() throws(ExpressionError) -> ExpressionNode {
        try nested(at: current.offset) { parser throws(ExpressionError) in try parser.parseExpression() }
    }

    /// `` `text {expression} text` ``, with the current token at the opening backtick.
    ///
    /// The lexer sits just past the backtick (or past an interpolation's `}`) while the template
    /// scanner reads literal text, then hands back to ordinary tokens inside `{…}`.
    private mutating func parseTemplate() throws(ExpressionError) -> ExpressionNode {
        let start = current.offset
        var parts: [TemplatePart] = []
        while true {
            let segment = try lexer.scanTemplateSegment(openedAt: start)
            if !segment.text.isEmpty { parts.append(.text(segment.text)) }
            if segment.isClosed { break }
            let braceOffset = lexer.position - 1
            try advance()
            let value = try nested(at: braceOffset) { parser throws(ExpressionError) in try parser.parseExpression() }
            guard current.kind == .symbol(.rightBrace) else { throw unexpected(.symbol("}")) }
            parts.append(.value(value))
        }
        try advance()
        if parts.isEmpty { return .literal(.string("")) }
        if parts.count == 1, case .text(let text) = parts[0] { return .literal(.string(text)) }
        return .template(parts)
    }
}
