/// A parsed list of numbers and brace groups, the common syntax of the geometry types.
///
/// `1 2`, `1, 2`, `{1,2}` and `{{1, 2}, {3, 4}}` all parse here; each type then checks the shape.
indirect enum NumberNode: Equatable {
    /// A number outside any further braces.
    case number(Double)
    /// The items between a pair of braces.
    case group([NumberNode])
}

/// The parser of number lists: items separated by whitespace and/or one comma, `{}` for groups.
struct NumberList {
    /// The deepest nesting any form uses, `{{x,y},{w,h}}`; deeper input is rejected before it can
    /// exhaust the stack.
    private static let maximumDepth = 2
    private let characters: [Character]
    private var position = 0

    /// The top-level items of `text`.
    static func parse(_ text: String) throws(ValueProblem) -> [NumberNode] {
        let text = StringCoding.trimmed(text)
        if text.isEmpty { throw .empty }
        var parser = NumberList(characters: Array(text))
        return try parser.items(depth: 0)
    }

    /// The numbers of `nodes`, unwrapping one enclosing group, if their count is one of `counts`.
    static func numbers(_ nodes: [NumberNode], counts: [Int]) throws(ValueProblem) -> [Double] {
        var values: [Double] = []
        for node in unwrapped(nodes) {
            guard case .number(let value) = node else { throw .nestedBraces }
            values.append(value)
        }
        guard counts.contains(values.count) else {
            throw .numberCount(expected: counts, found: values.count)
        }
        return values
    }

    /// The two numbers of `text` in the forms of a point, a size or an offset: `a b`, `a, b` or `{a,b}`.
    static func pair(_ text: String) throws(ValueProblem) -> (Double, Double) {
        let values = try numbers(parse(text), counts: [2])
        return (values[0], values[1])
    }

    /// The items of a single enclosing group, or `nodes` themselves.
    static func unwrapped(_ nodes: [NumberNode]) -> [NumberNode] {
        if nodes.count == 1, case .group(let inner) = nodes[0] { return inner }
        return nodes
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    /// Items up to the end of text at depth 0, or else up to and including the matching `}`.
    private mutating func items(depth: Int) throws(ValueProblem) -> [NumberNode] {
        let closed = depth > 0
        var items: [NumberNode] = []
        // A comma must sit between two items: track whether one is pending an item after it.
        var commaPending = false
        while true {
            skipWhitespace()
            guard position < characters.count else {
                if closed { throw .unbalancedBraces }
                break
            }
            let character = characters[position]
            if character == "}" {
                guard closed else { throw .unbalancedBraces }
                position += 1
                break
            }
            if character == "," {
                guard !items.isEmpty, !commaPending else { throw .emptyComponent }
                commaPending = true
                position += 1
                continue
            }
            if character == "{" {
                guard depth < Self.maximumDepth else { throw .nestedBraces }
                position += 1
                items.append(.group(try self.items(depth: depth + 1)))
            } else {
                items.append(.number(try StringCoding.number(atom())))
            }
            commaPending = false
        }
        if commaPending { throw .emptyComponent }
        return items
    }

    private mutating func skipWhitespace() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    /// The run of characters up to the next separator or brace.
    private mutating func atom() -> String {
        let start = position
        while position < characters.count,
              !characters[position].isWhitespace, !",{}".contains(characters[position]) {
            position += 1
        }
        return String(characters[start..<position])
    }
}
