extension ExpressionParser {
    /// Binary precedence levels, loosest first, following Swift's order (`??` binds tighter than
    /// comparisons, looser than arithmetic).
    enum Precedence: Int, Comparable {
        case or, and, comparison, coalesce, additive, multiplicative
        /// Above every binary operator: parsing at this level reads a single unary operand.
        case prefix

        /// The next tighter level.
        var next: Precedence { Precedence(rawValue: rawValue + 1) ?? .prefix }

        static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A binary operator, whether written as a symbol or a word.
    enum BinaryOperator: Equatable {
        case or, and, coalesce
        case comparison(ComparisonOperator)
        case arithmetic(ArithmeticOperator)

        var precedence: Precedence {
            switch self {
            case .or: .or
            case .and: .and
            case .comparison: .comparison
            case .coalesce: .coalesce
            case .arithmetic(.add), .arithmetic(.subtract): .additive
            case .arithmetic: .multiplicative
            }
        }
    }

    /// The word forms, which read well in XML where `<` and `&` need escaping.
    static let operatorWords: [String: BinaryOperator] = [
        "and": .and, "or": .or,
        "eq": .comparison(.equal), "ne": .comparison(.notEqual),
        "lt": .comparison(.less), "le": .comparison(.lessOrEqual),
        "gt": .comparison(.greater), "ge": .comparison(.greaterOrEqual),
    ]

    /// Words that cannot start a key path because they are literals or operators.
    static let reservedWords: Set<String> = Set(operatorWords.keys).union(["true", "false", "nil", "not"])

    /// The binary operator at the current token, if it is one.
    func binaryOperator() -> BinaryOperator? {
        switch current.kind {
        case .word(let word):
            return Self.operatorWords[word]
        case .symbol(let symbol):
            switch symbol {
            case .or: return .or
            case .and: return .and
            case .doubleQuestion: return .coalesce
            case .equal: return .comparison(.equal)
            case .notEqual: return .comparison(.notEqual)
            case .less: return .comparison(.less)
            case .lessOrEqual: return .comparison(.lessOrEqual)
            case .greater: return .comparison(.greater)
            case .greaterOrEqual: return .comparison(.greaterOrEqual)
            case .plus: return .arithmetic(.add)
            case .minus: return .arithmetic(.subtract)
            case .star: return .arithmetic(.multiply)
            case .slash: return .arithmetic(.divide)
            case .percent: return .arithmetic(.remainder)
            default: return nil
            }
        default:
            return nil
        }
    }
}
