extension ExpressionNode {
    /// Evaluates the node; total by design, so it never throws or traps.
    ///
    /// The resolver is passed down rather than stored so evaluation allocates no closure context.
    func evaluate(_ resolve: (ExpressionKeyPath) -> Any?) -> Any? {
        switch self {
        case .literal(let literal):
            return literal.value
        case .keyPath(let keyPath):
            return ExpressionSemantics.flatten(resolve(keyPath))
        case .negate(let operand):
            return ExpressionSemantics.negate(operand.evaluate(resolve))
        case .not(let operand):
            return !ExpressionSemantics.isTruthy(operand.evaluate(resolve))
        case .arithmetic(let first, let steps):
            var result = first.evaluate(resolve)
            for step in steps {
                result = ExpressionSemantics.arithmetic(step.operator, result, step.operand.evaluate(resolve))
            }
            return result
        case .comparison(let lhs, let op, let rhs):
            return Self.compare(lhs.evaluate(resolve), op, rhs.evaluate(resolve))
        case .and(let operands):
            return operands.allSatisfy { ExpressionSemantics.isTruthy($0.evaluate(resolve)) }
        case .or(let operands):
            return operands.contains { ExpressionSemantics.isTruthy($0.evaluate(resolve)) }
        case .coalesce(let operands):
            for operand in operands {
                if let value = operand.evaluate(resolve) { return value }
            }
            return nil
        case .conditional(let condition, let thenBranch, let elseBranch):
            let chosen = ExpressionSemantics.isTruthy(condition.evaluate(resolve)) ? thenBranch : elseBranch
            return chosen.evaluate(resolve)
        case .call(let function, let argument):
            return function.apply(argument.evaluate(resolve))
        case .message(let receiver, let selector, let arguments):
            // As a message to nil does, a nil receiver answers nil.
            guard let target = receiver.evaluate(resolve) else { return nil }
            return selector.send(to: target, with: arguments.map { $0.evaluate(resolve) })
        case .template(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let literal): text += literal
                case .value(let node): text += ExpressionSemantics.text(node.evaluate(resolve))
                }
            }
            return text
        }
    }

    /// Equality works for every pair (`nil` included); ordering needs two numbers or two texts and
    /// otherwise gives `nil`, a type mismatch.
    private static func compare(_ lhs: Any?, _ op: ComparisonOperator, _ rhs: Any?) -> Any? {
        switch op {
        case .equal: return ExpressionSemantics.equals(lhs, rhs)
        case .notEqual: return !ExpressionSemantics.equals(lhs, rhs)
        default: break
        }
        guard let order = ExpressionSemantics.order(lhs, rhs) else {
            // Unordered numbers (NaN) compare false; mismatched types have no answer.
            return bothNumbers(lhs, rhs) ? false : nil
        }
        switch op {
        case .less: return order == .orderedAscending
        case .lessOrEqual: return order != .orderedDescending
        case .greater: return order == .orderedDescending
        case .greaterOrEqual: return order != .orderedAscending
        case .equal, .notEqual: return nil
        }
    }

    private static func bothNumbers(_ lhs: Any?, _ rhs: Any?) -> Bool {
        guard let lhs, let rhs else { return false }
        return ExpressionNumber(lhs) != nil && ExpressionNumber(rhs) != nil
    }
}
