import Bindings

extension Color {
    /// Parses a markup color.
    ///
    /// Accepted, ignoring surrounding whitespace:
    /// - a name, case-insensitive, with or without a `Color` suffix: `red`, `darkGrayColor`, `systemBlue`;
    /// - hex with or without `#`: `#FF8000` or `#FF800080` (the last pair is alpha);
    /// - `rgb(r,g,b)` and `rgba(r,g,b,a)` with r, g, b in 0...255 (decimals allowed) and a in 0...1;
    /// - `color(srgb r g b)` or `color(srgb r g b / a)` with components in 0...1, the lossless form
    ///   `description` uses for colors that hex cannot represent exactly.
    public init(parsing text: String) throws(KeyValueConversionFailure) {
        self = try Self.parsed(StringCoding.trimmed(text), Self.parse)
    }

    /// Why `text` is no color when it reads as a name no color has (`Backgrund`), with the nearest
    /// name; `nil` when it is a color or wrong in another way (bad hex, an `rgb(` without its `)`).
    static func unknownName(in text: String) -> (name: String, suggestion: String?)? {
        do {
            _ = try parse(StringCoding.trimmed(text))
            return nil
        } catch {
            guard case .unknownName(let name, let suggestion) = error else { return nil }
            return (name, suggestion)
        }
    }

    private static func parse(_ text: String) throws(ValueProblem) -> Color {
        if text.isEmpty { throw .empty }
        if text.hasPrefix("#") { return try hex(text.dropFirst()) }
        let lowered = text.lowercased()
        if lowered.hasPrefix("rgba(") { return try rgb(text, function: "rgba", alpha: true) }
        if lowered.hasPrefix("rgb(") { return try rgb(text, function: "rgb", alpha: false) }
        if lowered.hasPrefix("color(") { return try srgb(text) }
        if let color = nameTable.value(named: text) { return color }
        // No name is spelled with hex digits only, so such text can only be meant as hex.
        if text.allSatisfy(isHexDigit) { return try hex(Substring(text)) }
        throw nameTable.unknown(text)
    }

    /// `RRGGBB` or `RRGGBBAA`, without the `#`.
    private static func hex(_ digits: Substring) throws(ValueProblem) -> Color {
        if let bad = digits.first(where: { !isHexDigit($0) }) { throw .invalidHexDigit(bad) }
        guard digits.count == 6 || digits.count == 8 else { throw .hexDigitCount(digits.count) }
        var bytes: [Double] = []
        var rest = digits
        while !rest.isEmpty {
            // Every character is a hex digit, so each pair is a valid byte.
            bytes.append(Double(UInt8(rest.prefix(2), radix: 16) ?? 0) / 255)
            rest = rest.dropFirst(2)
        }
        return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// `rgb(r,g,b)` or `rgba(r,g,b,a)`.
    private static func rgb(_ text: String, function: String, alpha hasAlpha: Bool) throws(ValueProblem) -> Color {
        let list = StringCoding.trimmed(String(try arguments(text, function: function)))
        // `rgb()` has no components rather than one empty one.
        let tokens = list.isEmpty ? [] : list.split(separator: ",", omittingEmptySubsequences: false)
            .map { StringCoding.trimmed(String($0)) }
        let expected = hasAlpha ? 4 : 3
        guard tokens.count == expected else {
            throw .componentCount(function: function, expected: expected, found: tokens.count)
        }
        var components: [Double] = []
        for (index, token) in tokens.enumerated() {
            let isAlpha = index == 3
            let value = try StringCoding.number(token)
            guard (0...(isAlpha ? 1 : 255)).contains(value) else {
                throw .outOfRange(what: isAlpha ? "alpha" : "component", value: token, range: isAlpha ? "0...1" : "0...255")
            }
            components.append(isAlpha ? value : value / 255)
        }
        return Color(red: components[0], green: components[1], blue: components[2],
                     alpha: hasAlpha ? components[3] : 1)
    }

    /// `color(srgb r g b)` or `color(srgb r g b / a)`, components in 0...1.
    private static func srgb(_ text: String) throws(ValueProblem) -> Color {
        let parts = try arguments(text, function: "color").split(separator: "/", omittingEmptySubsequences: false)
        var tokens = parts[0].split(whereSeparator: \.isWhitespace).map(String.init)
        let space = tokens.isEmpty ? "" : tokens.removeFirst()
        guard space.lowercased() == "srgb" else { throw .unsupportedColorSpace(space) }
        let alphaTokens = parts.dropFirst().map { StringCoding.trimmed(String($0)) }
        guard tokens.count == 3, alphaTokens.count <= 1 else {
            throw .componentCount(function: "color(srgb)", expected: alphaTokens.isEmpty ? 3 : 4,
                                  found: tokens.count + alphaTokens.count)
        }
        var values: [Double] = []
        for (index, token) in (tokens + alphaTokens).enumerated() {
            let value = try StringCoding.number(token)
            guard (0...1).contains(value) else {
                throw .outOfRange(what: index == 3 ? "alpha" : "component", value: token, range: "0...1")
            }
            values.append(value)
        }
        return Color(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// Whether `character` is 0-9, a-f or A-F; `Character.isHexDigit` also admits fullwidth forms,
    /// which `UInt8(_:radix:)` rejects.
    private static func isHexDigit(_ character: Character) -> Bool {
        character.isASCII && character.isHexDigit
    }

    /// The text between `function(` and the closing `)`.
    private static func arguments(_ text: String, function: String) throws(ValueProblem) -> Substring {
        guard text.hasSuffix(")") else { throw .missingClosingParenthesis }
        return text.dropFirst(function.count + 1).dropLast()
    }
}
