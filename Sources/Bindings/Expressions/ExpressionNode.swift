/// A node of a parsed binding expression.
///
/// Left-associative chains (`a + b + c`, `a && b && c`, `a ?? b ?? c`) are stored as flat lists, so
/// long chains neither deepen the tree nor the recursion that evaluates or releases it; only
/// nesting the parser counts against its limit (parentheses, unary operators, calls, templates,
/// ternaries) makes the tree deeper.
///
/// Only the cases that hold a node are boxed: evaluation reads the others' payloads (a key path,
/// a template's parts) in place, where a boxed payload would be copied out, reference counts and all.
enum ExpressionNode: Sendable, Equatable {
    case literal(ExpressionLiteral)
    case keyPath(ExpressionKeyPath)
    indirect case negate(ExpressionNode)
    indirect case not(ExpressionNode)
    /// The first operand, then each further operand with the operator before it, all of one precedence.
    indirect case arithmetic(ExpressionNode, [ArithmeticStep])
    indirect case comparison(ExpressionNode, ComparisonOperator, ExpressionNode)
    case and([ExpressionNode])
    case or([ExpressionNode])
    case coalesce([ExpressionNode])
    indirect case conditional(ExpressionNode, then: ExpressionNode, else: ExpressionNode)
    indirect case call(ExpressionFunction, ExpressionNode)
    /// `FUNCTION(receiver, 'selector', arguments…)`: the receiver, the selector, its arguments.
    indirect case message(ExpressionNode, ExpressionSelector, [ExpressionNode])
    case template([TemplatePart])
}

/// A constant written in the expression source.
enum ExpressionLiteral: Sendable, Equatable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case null

    /// The literal as the value evaluation produces.
    var value: Any? {
        switch self {
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .bool(let value): value
        case .null: nil
        }
    }
}

/// One operator and its right-hand operand in an ``ExpressionNode/arithmetic(_:_:)`` chain.
struct ArithmeticStep: Sendable, Equatable {
    let `operator`: ArithmeticOperator
    let operand: ExpressionNode
}

/// The arithmetic operators, `+` also concatenating text.
enum ArithmeticOperator: Sendable, Equatable {
    case add, subtract, multiply, divide, remainder
}

/// The comparison operators, in symbol or word form.
enum ComparisonOperator: Sendable, Equatable {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
}

/// A piece of a backtick template: literal text or an interpolated expression.
enum TemplatePart: Sendable, Equatable {
    case text(String)
    case value(ExpressionNode)
}
