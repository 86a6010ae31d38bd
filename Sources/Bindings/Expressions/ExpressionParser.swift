/// A recursive-descent parser from expression source to an ``ExpressionNode`` tree.
///
/// Binary operators use precedence climbing, so nesting one parenthesis costs a handful of stack
/// frames whatever the number of precedence levels; ``nestingLimit`` then bounds the recursion so
/// hostile input such as ten thousand `(` fails with an error instead of overflowing the stack.
struct ExpressionParser {
    /// The deepest nesting of parentheses, unary operators, calls, templates and ternary branches.
    static let nestingLimit = 256

    /// The result of a parse: the tree, the optional formatter, and the key paths read.
    struct Result {
        let root: ExpressionNode
        let formatter: FormatterReference?
        let keyPaths: [ExpressionKeyPath]
    }

    var lexer: ExpressionLexer
    /// The lookahead token.
    var current: ExpressionToken
    private var depth = 0
    private(set) var keyPaths: [ExpressionKeyPath] = []
    private var seenKeyPaths: Set<String> = []

    /// Parses a whole binding expression: an expression, optionally followed by `::formatter`.
    static func parse(_ source: String) throws(ExpressionError) -> Result {
        var parser = try ExpressionParser(source)
        return try parser.parseBinding()
    }

    private init(_ source: String) throws(ExpressionError) {
        lexer = ExpressionLexer(source)
        current = try lexer.next()
    }

    private mutating func parseBinding() throws(ExpressionError) -> Result {
        if current.kind == .end { throw ExpressionError(.emptyExpression, at: 0) }
        let root = try parseExpression()
        var formatter: FormatterReference?
        if current.kind == .symbol(.doubleColon) {
            // Formatters only at the top level: inside parentheses `::` is an unexpected token.
            formatter = try lexer.scanFormatter()
        } else if current.kind != .end {
            throw unexpected(.endOfExpression)
        }
        return Result(root: root, formatter: formatter, keyPaths: keyPaths)
    }

    // MARK: Shared steps

    mutating func advance() throws(ExpressionError) {
        current = try lexer.next()
    }

    /// Consumes the given symbol or throws `expected '<symbol>' but found …`.
    mutating func expect(_ symbol: ExpressionSymbol) throws(ExpressionError) {
        guard current.kind == .symbol(symbol) else { throw unexpected(.symbol(symbol.rawValue)) }
        try advance()
    }

    /// The error for finding the current token where `expected` was required.
    func unexpected(_ expected: ExpressionError.Expected) -> ExpressionError {
        let found: ExpressionError.Found = switch current.kind {
        case .end: .endOfExpression
        case .string: .stringLiteral
        case .templateStart: .templateString
        default: .text(lexer.text(of: current))
        }
        return ExpressionError(.expected(expected, found: found), at: current.offset)
    }

    /// Runs one level of nested parsing, failing once nesting passes ``nestingLimit``.
    ///
    /// - Parameter offset: Where the nesting construct starts, for the error.
    mutating func nested(
        at offset: Int,
        _ body: (inout ExpressionParser) throws(ExpressionError) -> ExpressionNode
    ) throws(ExpressionError) -> ExpressionNode {
        guard depth < Self.nestingLimit else {
            throw ExpressionError(.nestingTooDeep(limit: Self.nestingLimit), at: offset)
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    mutating func record(_ keyPath: ExpressionKeyPath) {
        if seenKeyPaths.insert(keyPath.string).inserted { keyPaths.append(keyPath) }
    }

    // MARK: Ternary and binary operators

    /// `condition ? then : else`, right-associative, binding loosest of all.
    mutating func parseExpression() throws(ExpressionError) -> ExpressionNode {
        let condition = try parseBinary(.or)
        guard current.kind == .symbol(.question) else { return condition }
        try advance()
        let thenBranch = try nested(at: current.offset) { parser throws(ExpressionError) in try parser.parseExpression() }
        try expect(.colon)
        let elseBranch = try nested(at: current.offset) { parser throws(ExpressionError) in try parser.parseExpression() }
        return .conditional(condition, then: thenBranch, else: elseBranch)
    }

    /// Parses operators of `minimum` precedence or tighter, gathering same-precedence runs into
    /// one flat node.
    private mutating func parseBinary(_ minimum: Precedence) throws(ExpressionError) -> ExpressionNode {
        var lhs = try parseUnary()
        while let op = binaryOperator(), op.precedence >= minimum {
            let precedence = op.precedence
            let tighter = precedence.next
            switch op {
            case .or, .and, .coalesce:
                var operands = [lhs]
                while binaryOperator() == op {
                    try advance()
                    operands.append(try parseBinary(tighter))
                }
                lhs = op == .or ? .or(operands) : (op == .and ? .and(operands) : .coalesce(operands))
            case .comparison(let comparison):
                try advance()
                lhs = .comparison(lhs, comparison, try parseBinary(tighter))
                if binaryOperator()?.precedence == .comparison {
                    throw ExpressionError(.chainedComparison, at: current.offset)
                }
            case .arithmetic:
                var steps: [ArithmeticStep] = []
                while let next = binaryOperator(), next.precedence == precedence,
                      case .arithmetic(let arithmetic) = next {
                    try advance()
                    steps.append(ArithmeticStep(operator: arithmetic, operand: try parseBinary(tighter)))
                }
                lhs = .arithmetic(lhs, steps)
            }
        }
        return lhs
    }
}
