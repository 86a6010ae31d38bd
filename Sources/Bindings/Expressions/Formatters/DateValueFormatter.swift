import Foundation

/// The built-in `date` formatter: `format=yyyy-MM-dd`, or `dateStyle=` and `timeStyle=`.
///
/// Accepts a `Date`, a number of seconds since 1970, or an ISO-8601 string; other values are
/// returned unchanged. `timeZone=` defaults to `UTC` and `locale=` to `en_US_POSIX`, so output does
/// not vary by device. With neither a format nor a style, the date style is `medium`. Reading
/// text back (two-way bindings) accepts what the formatter shows or an ISO-8601 date.
final class DateValueFormatter: ParsingValueFormatter {
    static let argumentNames = ["format", "dateStyle", "timeStyle", "timeZone", "locale"]

    private static let styles: [(String, DateFormatter.Style)] = [
        ("none", .none), ("short", .short), ("medium", .medium), ("long", .long), ("full", .full),
    ]

    /// ISO-8601 shapes tried in order: with seconds, with fractional seconds, date only.
    private static let isoStyles: [Date.ISO8601FormatStyle] = [
        Date.ISO8601FormatStyle(),
        Date.ISO8601FormatStyle(includingFractionalSeconds: true),
        Date.ISO8601FormatStyle().year().month().day(),
    ]

    // DateFormatter is Sendable in this Foundation; it is configured here and only read after.
    private let formatter: DateFormatter

    init(arguments: [String: String]) throws(FormatterError) {
        let arguments = try FormatterArguments(arguments, allowed: Self.argumentNames)
        try arguments.reject("format", with: ["dateStyle", "timeStyle"])
        let formatter = DateFormatter()
        formatter.locale = try arguments.locale("locale", default: "en_US_POSIX")
        formatter.timeZone = try arguments.timeZone("timeZone", default: "UTC")
        if let format = arguments["format"] {
            formatter.dateFormat = format
        } else {
            let timeStyle = try arguments.choice("timeStyle", from: Self.styles)
            let dateStyle = try arguments.choice("dateStyle", from: Self.styles)
            formatter.dateStyle = dateStyle ?? (timeStyle == nil ? .medium : .none)
            formatter.timeStyle = timeStyle ?? .none
        }
        self.formatter = formatter
    }

    func format(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard let date = Self.date(from: value) else { return value }
        return formatter.string(from: date)
    }

    func parse(_ text: String) throws(FormatterError) -> Any? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        guard let date = formatter.date(from: trimmed) ?? Self.date(from: trimmed) else {
            throw FormatterError(.unreadableText(text, expected: "a date"))
        }
        return date
    }

    private static func date(from value: Any) -> Date? {
        if let date = value as? Date { return date }
        if let text = ExpressionSemantics.string(value) {
            return isoStyles.lazy.compactMap { try? $0.parse(text) }.first
        }
        if let seconds = ExpressionNumber(value)?.doubleValue, seconds.isFinite {
            return Date(timeIntervalSince1970: seconds)
        }
        return nil
    }
}
