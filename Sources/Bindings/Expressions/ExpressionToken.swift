/// One token of expression source, with where it starts and how many characters it spans.
struct ExpressionToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// An identifier, keyword or collection operator (`@count`); the parser decides which.
        case word(String)
        case int(Int)
        case double(Double)
        case string(String)
        /// An opening backtick; the parser then reads the template through the lexer's template scanner.
        case templateStart
        case symbol(ExpressionSymbol)
        case end
    }

    let kind: Kind
    /// Offset in characters from the start of the source.
    let offset: Int
    /// Length in characters.
    let length: Int
}

/// The punctuation and operator symbols of the language.
enum ExpressionSymbol: String, Sendable, Equatable {
    case leftParen = "("
    case rightParen = ")"
    case rightBrace = "}"
    case comma = ","
    case dot = "."
    case question = "?"
    case doubleQuestion = "??"
    case colon = ":"
    case doubleColon = "::"
    case plus = "+"
    case minus = "-"
    case star = "*"
    case slash = "/"
    case percent = "%"
    case bang = "!"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case and = "&&"
    case or = "||"
}
