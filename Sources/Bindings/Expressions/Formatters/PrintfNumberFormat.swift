import Foundation

/// A validated printf-style format with exactly one numeric conversion, such as `%.2f miles`.
///
/// `String(format:)` trusts its format: a `%s` or a second `%d` would read arguments that were
/// never passed. Markup is not trusted, so the format is checked once, when the formatter is
/// created, and rebuilt so the conversion always matches the single argument passed.
struct PrintfNumberFormat: Sendable, Equatable {
    /// The largest width or precision accepted, so a format cannot ask for huge strings.
    static let maximumWidth = 64

    /// Whether the conversion takes an integer or a floating-point value.
    enum Argument: Sendable, Equatable { case integer, floatingPoint }

    /// The rebuilt format: the user's text with its conversion normalized (`%d` → `%ld`).
    let format: String
    let argument: Argument
    /// The text around the conversion, as shown (`%%` as `%`), so edited text can be read back.
    let prefix: String
    let suffix: String

    private static let flags: Set<Character> = ["-", "+", " ", "#", "0"]
    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "j", "z", "t", "L"]
    private static let integerConversions: Set<Character> = ["d", "i", "u", "o", "x", "X"]
    private static let floatingConversions: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]

    init(_ text: String) throws(FormatterError) {
        func invalid(_ problem: FormatterError.NumberFormatProblem) -> FormatterError {
            FormatterError(.invalidNumberFormat(text, problem: problem))
        }
        let characters = Array(text)
        var index = 0
        var rebuilt = ""
        var found: Argument?
        var literal = ""
        var prefix = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%" else {
                rebuilt.append(character)
                literal.append(character)
                continue
            }
            if index < characters.count, characters[index] == "%" {
                rebuilt += "%%"
                literal.append("%")
                index += 1
                continue
            }
            let start = index - 1
            var spec = "%"
            while index < characters.count, Self.flags.contains(characters[index]) {
                spec.append(characters[index])
                index += 1
            }
            let width = Self.digits(characters, from: &index)
            spec += width
            var precision = ""
            if index < characters.count, characters[index] == "." {
                index += 1
                precision = Self.digits(characters, from: &index)
                spec += "." + precision
            }
            // Length modifiers are dropped: the rebuilt conversion sets the one matching the argument.
            while index < characters.count, Self.lengthModifiers.contains(characters[index]) { index += 1 }
            guard index < characters.count else { throw invalid(.incompleteConversion) }
            let conversion = characters[index]
            index += 1
            let written = String(characters[start ..< index])
            let kind: Argument
            if Self.integerConversions.contains(conversion) {
                kind = .integer
            } else if Self.floatingConversions.contains(conversion) {
                kind = .floatingPoint
            } else {
                throw invalid(.unsupportedConversion(written))
            }
            guard found == nil else { throw invalid(.multipleConversions) }
            guard Self.isNarrow(width), Self.isNarrow(precision) else { throw invalid(.tooWide(written)) }
            found = kind
            prefix = literal
            literal = ""
            rebuilt += spec + (kind == .integer ? "l" : "") + String(conversion)
        }
        guard let found else { throw invalid(.noConversion) }
        format = rebuilt
        argument = found
        self.prefix = prefix
        suffix = literal
    }

    /// Formats a number; `nil` when an integer conversion gets a value no `Int` can hold.
    func string(from number: ExpressionNumber) -> String? {
        switch argument {
        case .floatingPoint:
            return String(format: format, number.doubleValue)
        case .integer:
            switch number {
            case .int(let int):
                return String(format: format, int)
            case .double(let double):
                // Rounded rather than truncated: `%d` of 2.7 reads as 3.
                guard let int = Int(exactly: double.rounded()) else { return nil }
                return String(format: format, int)
            }
        }
    }

    /// `text` without the format's prefix and suffix, where present: `3.20 miles` gives `3.20`.
    func stripping(_ text: String) -> String {
        var text = Substring(text)
        let prefix = prefix.trimmingCharacters(in: .whitespaces)
        let suffix = suffix.trimmingCharacters(in: .whitespaces)
        if !prefix.isEmpty, text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if !suffix.isEmpty, text.hasSuffix(suffix) { text = text.dropLast(suffix.count) }
        return String(text)
    }

    private static func digits(_ characters: [Character], from index: inout Int) -> String {
        var text = ""
        while index < characters.count, characters[index].isASCII, characters[index].isWholeNumber {
            text.append(characters[index])
            index += 1
        }
        return text
    }

    private static func isNarrow(_ digits: String) -> Bool {
        digits.isEmpty || (digits.count <= 3 && (Int(digits) ?? .max) <= maximumWidth)
    }
}
