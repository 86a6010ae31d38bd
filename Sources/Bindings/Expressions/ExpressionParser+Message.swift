extension ExpressionParser {
    /// `FUNCTION(receiver, 'selector', argument, …)`, with the current token at `(`.
    ///
    /// The selector is checked here, against ``ExpressionSelector``'s table and its colons, so a
    /// misspelt or misused one fails when the markup loads rather than showing a blank label.
    mutating func parseMessage(at start: Int) throws(ExpressionError) -> ExpressionNode {
        try advance()
        let receiver = try parseArgument()
        try expect(.comma)
        guard case .string(let name) = current.kind else { throw unexpected(.selectorName) }
        guard let selector = ExpressionSelector(rawValue: name) else {
            let suggestion = Suggestion.closest(to: name, in: ExpressionSelector.allCases.lazy.map(\.rawValue))
            throw ExpressionError(.unknownSelector(name, suggestion: suggestion), at: current.offset)
        }
        try advance()
        var arguments: [ExpressionNode] = []
        while current.kind == .symbol(.comma) {
            try advance()
            arguments.append(try parseArgument())
        }
        try expect(.rightParen)
        guard arguments.count == selector.arity else {
            throw ExpressionError(
                .wrongSelectorArgumentCount(selector: name, expected: selector.arity, found: arguments.count), at: start)
        }
        return .message(receiver, selector, arguments)
    }
}
