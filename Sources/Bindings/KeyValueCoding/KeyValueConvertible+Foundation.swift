import Foundation

extension Date: KeyValueConvertible {
    /// Accepts a `Date` as-is or an ISO 8601 string: `2026-11-24`, `2026-11-24T18:30`,
    /// `2026-11-24T18:30:15`, each optionally followed by `Z` or an offset such as `+01:00`; a time
    /// without an offset is in UTC, so a document means the same instant on every machine.
    public static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> Date {
        if let date = value as? Date { return date }
        guard let text = stringValue(value) else { throw KeyValueConversionFailure(expected: expectedForm) }
        guard let date = ISODate.parse(text.trimmingCharacters(in: .whitespaces)) else {
            throw KeyValueConversionFailure(expected: expectedForm)
        }
        return date
    }

    /// `an ISO 8601 date such as 2026-11-24 or 2026-11-24T18:30`.
    public static var expectedForm: String { "an ISO 8601 date such as 2026-11-24 or 2026-11-24T18:30" }
}

/// Converts as `Double` does: Foundation's `CGFloat` is the type of many UIKit-shaped properties
/// (`cornerRadius`, `borderWidth`), so an app's own views may declare them with it.
extension CGFloat: KeyValueConvertible {}

extension URL: KeyValueConvertible {
    /// Accepts a `URL` as-is or a string that parses as one.
    public static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> URL {
        if let url = value as? URL { return url }
        guard let text = stringValue(value), !text.isEmpty, let url = URL(string: text) else {
            throw KeyValueConversionFailure(expected: expectedForm)
        }
        return url
    }

    /// `a URL`.
    public static var expectedForm: String { "a URL" }
}

/// The ISO 8601 forms `Date` converts from, parsed field by field: a formatter would accept or refuse
/// forms by locale and platform.
enum ISODate {
    static func parse(_ text: String) -> Date? {
        let characters = Array(text)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= characters.count else { return nil }
            let slice = characters[index..<index + digits]
            guard slice.allSatisfy(\.isASCII), slice.allSatisfy(\.isNumber), let value = Int(String(slice)) else { return nil }
            index += digits
            return value
        }
        func expect(_ character: Character) -> Bool {
            guard index < characters.count, characters[index] == character else { return false }
            index += 1
            return true
        }
        var components = DateComponents(calendar: calendar, timeZone: TimeZone(identifier: "UTC"))
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2) else { return nil }
        (components.year, components.month, components.day) = (year, month, day)
        (components.hour, components.minute, components.second) = (0, 0, 0)
        if index < characters.count, characters[index] == "T" || characters[index] == " " {
            index += 1
            guard let hour = number(2), expect(":"), let minute = number(2) else { return nil }
            (components.hour, components.minute) = (hour, minute)
            if expect(":") {
                guard let second = number(2) else { return nil }
                components.second = second
            }
            if expect("Z") {
                // UTC, as without an offset.
            } else if index < characters.count, characters[index] == "+" || characters[index] == "-" {
                let sign = characters[index] == "-" ? -1 : 1
                index += 1
                guard let hours = number(2), expect(":"), let minutes = number(2), hours < 24, minutes < 60,
                      let zone = TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60)) else { return nil }
                components.timeZone = zone
            }
        }
        guard index == characters.count, month >= 1, month <= 12,
              let hour = components.hour, hour < 24, let minute = components.minute, minute < 60,
              let second = components.second, second < 60,
              let date = calendar.date(from: components) else { return nil }
        // The calendar rolls February 30 over into March: a date that does not exist is refused.
        var utc = calendar
        utc.timeZone = components.timeZone ?? utc.timeZone
        return utc.component(.day, from: date) == day ? date : nil
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()
}

extension TimeZone: KeyValueConvertible {
    /// Accepts a `TimeZone` as-is or an identifier such as `UTC` or `Europe/Paris`.
    public static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> TimeZone {
        if let zone = value as? TimeZone { return zone }
        guard let text = stringValue(value), let zone = TimeZone(identifier: text) else {
            throw KeyValueConversionFailure(expected: expectedForm)
        }
        return zone
    }

    /// `a time zone identifier such as UTC or Europe/Paris`.
    public static var expectedForm: String { "a time zone identifier such as UTC or Europe/Paris" }
}

extension AttributedString: KeyValueConvertible {
    /// Accepts an `AttributedString` as-is, or any text as one run with no attributes: a document's
    /// `attributedTitle="Sale"` and a binding to a `String` both give the plain text.
    public static func convert(fromKeyValue value: Any) throws(KeyValueConversionFailure) -> AttributedString {
        if let attributed = value as? AttributedString { return attributed }
        guard let text = stringValue(value) else { throw KeyValueConversionFailure(expected: expectedForm) }
        return AttributedString(text)
    }

    /// `text`.
    public static var expectedForm: String { "text" }
}
