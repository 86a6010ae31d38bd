/// How a view lays out its content when its size changes, as `UIView.ContentMode`.
public enum ContentMode: String, NamedEnumeration {
    /// Scaled to fill, distorting the aspect ratio if needed.
    case scaleToFill
    /// Scaled to fit, keeping the aspect ratio.
    case scaleAspectFit
    /// Scaled to fill, keeping the aspect ratio and clipping.
    case scaleAspectFill
    /// Redrawn on every bounds change.
    case redraw
    /// Centered, unscaled.
    case center
    /// At the top, unscaled.
    case top
    /// At the bottom, unscaled.
    case bottom
    /// At the left, unscaled.
    case left
    /// At the right, unscaled.
    case right
    /// At the top left, unscaled.
    case topLeft
    /// At the top right, unscaled.
    case topRight
    /// At the bottom left, unscaled.
    case bottomLeft
    /// At the bottom right, unscaled.
    case bottomRight

    /// The type's own name plus UIKit's `UIViewContentMode`.
    public static var caseNamePrefixes: [String] {
        ["ContentMode", "UIViewContentMode", "ViewContentMode"]
    }
}
