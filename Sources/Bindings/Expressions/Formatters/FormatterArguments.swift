import Foundation

/// Reads and validates a factory's `key=value` arguments, throwing ``FormatterError``s.
///
/// Built-in factories share this so every formatter reports unknown, missing and bad arguments
/// the same way.
struct FormatterArguments {
    private let values: [String: String]

    /// Accepts the arguments if every key is one of `allowed`.
    init(_ values: [String: String], allowed: [String]) throws(FormatterError) {
        // Sorted so that, with several unknown keys, the one reported is always the same.
        for key in values.keys.sorted() where !allowed.contains(key) {
            throw FormatterError(.unknownArgument(key, suggestion: Suggestion.closest(to: key, in: allowed)))
        }
        self.values = values
    }

    subscript(key: String) -> String? { values[key] }

    func required(_ key: String) throws(FormatterError) -> String {
        guard let value = values[key] else { throw FormatterError(.missingArgument(key)) }
        return value
    }

    /// Throws when `key` is present together with any of `others`.
    func reject(_ key: String, with others: [String]) throws(FormatterError) {
        guard values[key] != nil else { return }
        for other in others where values[other] != nil {
            throw FormatterError(.conflictingArguments(key, other))
        }
    }

    func integer(_ key: String, atLeast minimum: Int) throws(FormatterError) -> Int? {
        guard let text = values[key] else { return nil }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= minimum else {
            throw FormatterError(.invalidValue(argument: key, value: text, expected: .integer(atLeast: minimum), suggestion: nil))
        }
        return value
    }

    /// One of a fixed set of words, mapped to its meaning.
    func choice<Value>(_ key: String, from options: [(String, Value)]) throws(FormatterError) -> Value? {
        guard let text = values[key] else { return nil }
        if let match = options.first(where: { $0.0 == text }) { return match.1 }
        let names = options.map(\.0)
        throw FormatterError(.invalidValue(
            argument: key, value: text, expected: .oneOf(names),
            suggestion: Suggestion.closest(to: text, in: names)))
    }

    /// A comma-separated list of words from a fixed set, such as `allowedUnits=KB,MB`; an error
    /// lists `listed` (by default every word) as what was expected.
    func choices<Value>(_ key: String, from options: [(String, Value)], listing listed: [String]? = nil) throws(FormatterError) -> [Value]? {
        guard let text = values[key] else { return nil }
        var chosen: [Value] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = word.trimmingCharacters(in: .whitespaces)
            guard let match = options.first(where: { $0.0 == word }) else {
                let names = options.map(\.0)
                throw FormatterError(.invalidValue(
                    argument: key, value: word, expected: .oneOf(listed ?? names),
                    suggestion: Suggestion.closest(to: word, in: names)))
            }
            chosen.append(match.1)
        }
        return chosen
    }

    func timeZone(_ key: String, default identifier: String) throws(FormatterError) -> TimeZone {
        let text = values[key] ?? identifier
        guard let zone = TimeZone(identifier: text) else {
            throw FormatterError(.invalidValue(argument: key, value: text, expected: .timeZone, suggestion: nil))
        }
        return zone
    }

    /// Any ASCII identifier is accepted, as Foundation falls back to root data for unknown ones.
    ///
    /// Locale identifiers are ASCII; others are refused because Foundation on Linux traps when it
    /// formats with a locale whose identifier starts with a non-ASCII character.
    func locale(_ key: String, default identifier: String) throws(FormatterError) -> Locale {
        let text = values[key] ?? identifier
        guard text.unicodeScalars.allSatisfy(\.isASCII) else {
            throw FormatterError(.invalidValue(
                argument: key, value: text, expected: .described("a locale identifier such as en_US"),
                suggestion: nil))
        }
        return Locale(identifier: text)
    }
}
