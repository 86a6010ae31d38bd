/// The vertical placement of content within a container, as UIKit's content vertical alignment.
public enum VerticalAlignment: String, NamedEnumeration {
    /// Stretched to the full height.
    case fill
    /// Aligned to the top edge.
    case top
    /// Aligned to the bottom edge.
    case bottom
    /// Centered.
    case center

    /// The type's own names plus UIKit's `UIControlContentVerticalAlignment`.
    public static var caseNamePrefixes: [String] {
        ["VerticalAlignment", "UIControlContentVerticalAlignment", "ContentVerticalAlignment"]
    }
}
