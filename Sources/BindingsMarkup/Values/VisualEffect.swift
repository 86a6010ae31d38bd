/// The blur a ``VisualEffectView`` shows: the names MarkupKit documents give `UIBlurEffect` styles.
public enum VisualEffect: String, NamedEnumeration {
    /// A bright, nearly white blur.
    case extraLight
    /// A light blur.
    case light
    /// A dark blur.
    case dark
    /// A darker blur (tvOS).
    case extraDark
    /// The system's light or dark blur.
    case regular
    /// A blur that stands out more than `regular`.
    case prominent

    /// The type's own names plus UIKit's `UIBlurEffectStyle`.
    public static var caseNamePrefixes: [String] {
        ["VisualEffect", "UIBlurEffectStyle", "BlurEffectStyle"]
    }

    /// The translucent color the headless renderers show for the blur, which they cannot draw.
    public var tint: Color {
        switch self {
        case .extraLight: Color(white: 0.97, alpha: 0.8)
        case .light: Color(white: 1, alpha: 0.3)
        case .dark: Color(white: 0.11, alpha: 0.73)
        case .extraDark: Color(white: 0.05, alpha: 0.8)
        case .regular: Color(white: 0.95, alpha: 0.7)
        case .prominent: Color(white: 0.98, alpha: 0.9)
        }
    }
}
