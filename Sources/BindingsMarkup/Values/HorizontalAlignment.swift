/// The horizontal placement of content within a container, as UIKit's content horizontal alignment.
public enum HorizontalAlignment: String, NamedEnumeration {
    /// Stretched to the full width.
    case fill
    /// Aligned to the leading edge.
    case leading
    /// Aligned to the trailing edge.
    case trailing
    /// Centered.
    case center

    /// The type's own names plus UIKit's `UIControlContentHorizontalAlignment`.
    public static var caseNamePrefixes: [String] {
        ["HorizontalAlignment", "UIControlContentHorizontalAlignment", "ContentHorizontalAlignment"]
    }
}
