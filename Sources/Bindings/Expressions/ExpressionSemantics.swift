/// The value rules evaluation follows: nil handling, truthiness, text, equality, order, arithmetic.
///
/// Every operation is total: a mismatch such as `'a' * 2` or a division by zero produces `nil`
/// instead of trapping, because an expression is display logic and must never crash the app.
enum ExpressionSemantics {
    /// Unwraps optionals that arrive boxed in `Any`, so `Optional<Int>.none` counts as `nil`.
    @inline(__always)
    static func flatten(_ value: Any?) -> Any? {
        Bindings.flatten(value)
    }

    /// Whether a value counts as true: `nil`, `false`, zero and empty text are false, all else true.
    static func isTruthy(_ value: Any?) -> Bool {
        guard let value else { return false }
        if let text = string(value) { return !text.isEmpty }
        switch ExpressionNumber(value) {
        case .int(let number): return number != 0
        case .double(let number): return number != 0
        case nil: return true
        }
    }

    /// The value as text, if it is text (`String`, `Substring` or another `StringProtocol`).
    static func string(_ value: Any) -> String? {
        text(opened: value)
    }

    private static func text<Value>(opened value: Value) -> String? {
        if Value.self == String.self { return value as? String }
        if Value.self == Int.self || Value.self == Double.self || Value.self == Bool.self { return nil }
        if let text = value as? any StringProtocol { return String(text) }
        return nil
    }

    /// The value as it reads in composed text: `nil` is empty, numbers and others are described.
    static func text(_ value: Any?) -> String {
        guard let value else { return "" }
        return string(value) ?? String(describing: value)
    }

    /// `==`: numbers compare numerically, text by value, `nil` equals only `nil`, other `Hashable`s by value.
    static func equals(_ lhs: Any?, _ rhs: Any?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        if let left = string(lhs) {
            return string(rhs).map { left == $0 } ?? false
        }
        if let left = ExpressionNumber(lhs), let right = ExpressionNumber(rhs) {
            return compare(left, right) == .orderedSame
        }
        if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
        return false
    }

    /// The order of two numbers or two texts, or `nil` when they cannot be ordered.
    static func order(_ lhs: Any?, _ rhs: Any?) -> Order? {
        guard let lhs, let rhs else { return nil }
        if let left = ExpressionNumber(lhs), let right = ExpressionNumber(rhs) {
            return compare(left, right)
        }
        if let left = string(lhs), let right = string(rhs) {
            return left < right ? .orderedAscending : (left == right ? .orderedSame : .orderedDescending)
        }
        return nil
    }

    /// The result of comparing two values; `nil` (unordered, such as NaN) makes every comparison false.
    enum Order { case orderedAscending, orderedSame, orderedDescending }

    private static func compare(_ lhs: ExpressionNumber, _ rhs: ExpressionNumber) -> Order? {
        if case .int(let left) = lhs, case .int(let right) = rhs {
            return left < right ? .orderedAscending : (left == right ? .orderedSame : .orderedDescending)
        }
        let left = lhs.doubleValue, right = rhs.doubleValue
        if left < right { return .orderedAscending }
        if left > right { return .orderedDescending }
        return left == right ? .orderedSame : nil
    }

    /// Applies an arithmetic operator; `+` concatenates when either side is text (`nil` as empty).
    static func arithmetic(_ op: ArithmeticOperator, _ lhs: Any?, _ rhs: Any?) -> Any? {
        if op == .add, isText(lhs) || isText(rhs) {
            return text(lhs) + text(rhs)
        }
        guard let lhs, let rhs,
              let left = ExpressionNumber(lhs), let right = ExpressionNumber(rhs)
        else { return nil }
        if case .int(let a) = left, case .int(let b) = right {
            return integerArithmetic(op, a, b)
        }
        return doubleArithmetic(op, left.doubleValue, right.doubleValue)
    }

    /// Unary minus on a number; anything else gives `nil`.
    static func negate(_ value: Any?) -> Any? {
        guard let value, let number = ExpressionNumber(value) else { return nil }
        switch number {
        case .int(let int):
            let (result, overflow) = (0 as Int).subtractingReportingOverflow(int)
            return overflow ? -Double(int) : result
        case .double(let double):
            return -double
        }
    }

    private static func isText(_ value: Any?) -> Bool {
        guard let value else { return false }
        return string(value) != nil
    }

    /// Integer arithmetic that widens to `Double` on overflow and divides exactly (`7 / 2` is `3.5`).
    private static func integerArithmetic(_ op: ArithmeticOperator, _ a: Int, _ b: Int) -> Any? {
        let (result, overflow): (Int, Bool)
        switch op {
        case .add: (result, overflow) = a.addingReportingOverflow(b)
        case .subtract: (result, overflow) = a.subtractingReportingOverflow(b)
        case .multiply: (result, overflow) = a.multipliedReportingOverflow(by: b)
        case .divide:
            guard b != 0 else { return nil }
            let (quotient, divideOverflow) = a.dividedReportingOverflow(by: b)
            if !divideOverflow, a.remainderReportingOverflow(dividingBy: b).partialValue == 0 {
                return quotient
            }
            return Double(a) / Double(b)
        case .remainder:
            guard b != 0 else { return nil }
            // Int.min % -1 reports overflow but its remainder is 0, which is what it returns.
            return a.remainderReportingOverflow(dividingBy: b).partialValue
        }
        return overflow ? doubleArithmetic(op, Double(a), Double(b)) : result
    }

    private static func doubleArithmetic(_ op: ArithmeticOperator, _ a: Double, _ b: Double) -> Any? {
        switch op {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return b == 0 ? nil : a / b
        case .remainder: return b == 0 ? nil : a.truncatingRemainder(dividingBy: b)
        }
    }
}
