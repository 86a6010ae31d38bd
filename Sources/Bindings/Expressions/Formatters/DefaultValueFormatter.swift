/// The built-in `default;value=—` formatter: shows `value` in place of `nil` or empty text.
final class DefaultValueFormatter: ValueFormatter {
    let replacement: String

    init(arguments: [String: String]) throws(FormatterError) {
        replacement = try FormatterArguments(arguments, allowed: ["value"]).required("value")
    }

    func format(_ value: Any?) -> Any? {
        guard let value else { return replacement }
        if let text = ExpressionSemantics.string(value), text.isEmpty { return replacement }
        return value
    }
}
