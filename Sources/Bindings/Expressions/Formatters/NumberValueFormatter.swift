import Foundation

/// The built-in `number` formatter: a printf-style `format=` or a `NumberFormatter` `style=`.
///
/// `format=%.2f miles` formats with one validated conversion; otherwise `style=` (default
/// `decimal`; MarkupKit documents name it `numberStyle=`), `locale=` (default `en_US`, for output that does not vary by device),
/// `minimumFractionDigits=`, `maximumFractionDigits=` and `currencyCode=` configure Foundation.
/// Values that are not numbers are returned unchanged. Reading text back (two-way bindings)
/// accepts what the formatter shows (`1,234.5`, `15%`, `3.20 miles`) or a plain number, and
/// gives an `Int` when the number is whole, a `Double` otherwise.
final class NumberValueFormatter: ParsingValueFormatter {
    static let argumentNames = [
        "format", "style", "numberStyle", "locale", "minimumFractionDigits", "maximumFractionDigits", "currencyCode",
    ]

    private static let styles: [(String, NumberFormatter.Style)] = [
        ("decimal", .decimal), ("percent", .percent), ("currency", .currency),
        ("scientific", .scientific), ("spellOut", .spellOut),
    ]

    private enum Mode {
        case printf(PrintfNumberFormat)
        // NumberFormatter is Sendable in this Foundation; it is configured here and only read after.
        case foundation(NumberFormatter)
    }

    private let mode: Mode

    init(arguments: [String: String]) throws(FormatterError) {
        let arguments = try FormatterArguments(arguments, allowed: Self.argumentNames)
        if let format = arguments["format"] {
            try arguments.reject("format", with: Self.argumentNames.filter { $0 != "format" })
            mode = .printf(try PrintfNumberFormat(format))
            return
        }
        let formatter = NumberFormatter()
        formatter.locale = try arguments.locale("locale", default: "en_US")
        try arguments.reject("numberStyle", with: ["style"])
        let style = try arguments.choice("style", from: Self.styles)
        let numberStyle = try arguments.choice("numberStyle", from: Self.styles)
        formatter.numberStyle = style ?? numberStyle ?? .decimal
        if let code = arguments["currencyCode"] { formatter.currencyCode = code }
        if let minimum = try arguments.integer("minimumFractionDigits", atLeast: 0) {
            formatter.minimumFractionDigits = minimum
        }
        if let maximum = try arguments.integer("maximumFractionDigits", atLeast: 0) {
            formatter.maximumFractionDigits = maximum
        }
        mode = .foundation(formatter)
    }

    func format(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard let number = ExpressionNumber(value) else { return value }
        switch mode {
        case .printf(let format):
            return format.string(from: number) ?? value
        case .foundation(let formatter):
            let boxed: NSNumber = switch number {
            case .int(let int): NSNumber(value: int)
            case .double(let double): NSNumber(value: double)
            }
            return formatter.string(from: boxed) ?? value
        }
    }

    func parse(_ text: String) throws(FormatterError) -> Any? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        let number: Double? = switch mode {
        case .printf(let format): Double(format.stripping(trimmed).trimmingCharacters(in: .whitespaces))
        case .foundation(let formatter): formatter.number(from: trimmed)?.doubleValue ?? Double(trimmed)
        }
        guard let number, number.isFinite else {
            throw FormatterError(.unreadableText(text, expected: "a number"))
        }
        return Int(exactly: number) ?? number
    }
}
