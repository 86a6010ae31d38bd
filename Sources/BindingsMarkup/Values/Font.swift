import Bindings

/// A font: a family or PostScript name, a point size, a weight and whether it is italic.
///
/// The name `System` stands for the platform's system font. Names carry no traits: `Helvetica-Bold`
/// becomes `Helvetica` with weight `.bold`, so that one font has one value and one description.
public struct Font: Sendable, Hashable {
    /// The weight of a font.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        /// The regular weight.
        case regular
        /// The bold weight.
        case bold
    }

    /// The name that stands for the system font.
    public static let systemName = "System"
    /// The size used when markup gives none: 16, whose line is one row of the text renderer (20
    /// points), so text in the default font never adds blank rows to a picture. UIKit's body size,
    /// 17, is ``TextStyle/body``.
    public static let defaultSize: Double = 16

    /// The family or PostScript name without trait suffixes, or `System`.
    public let name: String
    /// The point size, always positive and finite.
    public let size: Double
    /// The weight.
    public let weight: Weight
    /// Whether the font is italic.
    public let italic: Bool

    /// Creates a font, normalizing its name the way markup does.
    ///
    /// Whitespace runs in `name` become one space; `system` in any case, or an empty name, becomes
    /// `System`; `bold` and `italic` alone mean the system font with that trait; a `-Bold`,
    /// `-Italic` or `-BoldItalic` suffix moves into `weight` and `italic`. A `size` that is not a
    /// positive finite number becomes `defaultSize`.
    public init(name: String, size: Double = Font.defaultSize, weight: Weight = .regular, italic: Bool = false) {
        let traits = Self.traits(of: name)
        self.name = traits.name
        self.size = size.isFinite && size > 0 ? size : Self.defaultSize
        self.weight = traits.bold ? .bold : weight
        self.italic = traits.italic || italic
    }

    /// The system font.
    public static func system(size: Double = Font.defaultSize, weight: Weight = .regular, italic: Bool = false) -> Font {
        Font(name: systemName, size: size, weight: weight, italic: italic)
    }

    /// Whether this is the system font.
    public var isSystem: Bool { name == Self.systemName }

    /// The name with its traits as a suffix, as markup writes it: `System-Bold`, `Helvetica-Italic`.
    public var fullName: String {
        switch (weight, italic) {
        case (.regular, false): return name
        case (.bold, false): return name + "-Bold"
        case (.regular, true): return name + "-Italic"
        case (.bold, true): return name + "-BoldItalic"
        }
    }

    /// The normalized name of `name` and the traits it spells.
    private static func traits(of name: String) -> (name: String, bold: Bool, italic: Bool) {
        // Every label starts with the system font: its normalized name needs no parsing.
        if name == systemName { return (systemName, false, false) }
        let name = StringCoding.words(of: name).joined(separator: " ")
        let lowered = name.lowercased()
        switch lowered {
        case "", "system": return (systemName, false, false)
        case "bold": return (systemName, true, false)
        case "italic": return (systemName, false, true)
        default: break
        }
        // Longest suffix first: `-bolditalic` also ends in `-italic`.
        let suffixes = [("-bolditalic", true, true), ("-bold", true, false), ("-italic", false, true)]
        for (suffix, bold, italic) in suffixes where lowered.hasSuffix(suffix) && name.count > suffix.count {
            let base = String(name.dropLast(suffix.count))
            return (base.lowercased() == "system" ? systemName : base, bold, italic)
        }
        return (name, false, false)
    }
}

extension Font: CustomStringConvertible {
    /// The canonical markup form, the full name then the size: `System-Bold 16`, `Helvetica 17`.
    public var description: String {
        "\(fullName) \(StringCoding.format(size))"
    }
}

extension Font: TextParsable {
    /// `a font: a name and an optional size, such as System 14, ...`.
    public static var expectedForm: String { ValueWording.font }
}
