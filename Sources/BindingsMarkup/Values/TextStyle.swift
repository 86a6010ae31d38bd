/// The text styles of Dynamic Type, as `UIFont.TextStyle`: markup writes `font="headline"` (or
/// MarkupKit's `UIFontTextStyleHeadline`) for the style's font at UIKit's default content size.
public enum TextStyle: String, NamedEnumeration {
    /// 34 points.
    case largeTitle
    /// 28 points.
    case title1
    /// 22 points.
    case title2
    /// 20 points.
    case title3
    /// 17 points, bold.
    case headline
    /// 15 points.
    case subheadline
    /// 17 points.
    case body
    /// 16 points.
    case callout
    /// 13 points.
    case footnote
    /// 12 points.
    case caption1
    /// 11 points.
    case caption2

    /// The type's own names plus UIKit's `UIFontTextStyle`.
    public static var caseNamePrefixes: [String] {
        ["TextStyle", "UIFontTextStyle", "FontTextStyle"]
    }

    /// The style's font at UIKit's default content size, in the system face.
    public var font: Font {
        switch self {
        case .largeTitle: .system(size: 34)
        case .title1: .system(size: 28)
        case .title2: .system(size: 22)
        case .title3: .system(size: 20)
        case .headline: .system(size: 17, weight: .bold)
        case .subheadline: .system(size: 15)
        case .body: .system(size: 17)
        case .callout: .system(size: 16)
        case .footnote: .system(size: 13)
        case .caption1: .system(size: 12)
        case .caption2: .system(size: 11)
        }
    }
}

extension Font {
    /// The font of a Dynamic Type text style, as `UIFont.preferredFont(forTextStyle:)`.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        style.font
    }
}
