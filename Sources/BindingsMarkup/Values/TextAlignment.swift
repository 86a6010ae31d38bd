/// The horizontal alignment of text within its bounds, as `NSTextAlignment`.
public enum TextAlignment: String, NamedEnumeration {
    /// Aligned to the left edge.
    case left
    /// Centered.
    case center
    /// Aligned to the right edge.
    case right
    /// Stretched to both edges, except the last line.
    case justified
    /// Aligned to the leading edge of the text's writing direction.
    case natural
}
