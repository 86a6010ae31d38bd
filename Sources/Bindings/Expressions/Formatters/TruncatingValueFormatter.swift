/// The built-in `truncate;length=10` formatter: cuts text to at most `length` characters.
///
/// When text is cut, its last kept character becomes `…`, so the result never exceeds `length`
/// and always shows that something was left out. Values that are not text are returned unchanged.
final class TruncatingValueFormatter: ValueFormatter {
    let length: Int

    init(arguments: [String: String]) throws(FormatterError) {
        let arguments = try FormatterArguments(arguments, allowed: ["length"])
        guard let length = try arguments.integer("length", atLeast: 1) else {
            throw FormatterError(.missingArgument("length"))
        }
        self.length = length
    }

    func format(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard let text = ExpressionSemantics.string(value) else { return value }
        guard text.count > length else { return text }
        var kept = text.prefix(length - 1)
        // "Hello …" reads worse than "Hello…".
        while let last = kept.last, last.isWhitespace { kept = kept.dropLast() }
        return String(kept) + "…"
    }
}
