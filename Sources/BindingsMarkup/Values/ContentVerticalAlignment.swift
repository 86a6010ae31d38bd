/// Where a control places its content across its height: UIKit's
/// `UIControl.ContentVerticalAlignment`, markup's `contentVerticalAlignment`.
public enum ContentVerticalAlignment: String, NamedEnumeration {
    /// Centered, UIKit's default.
    case center
    /// Against the top edge.
    case top
    /// Against the bottom edge.
    case bottom
    /// Stretched across the height; a title is centered in it.
    case fill

    /// The type's own names plus UIKit's `UIControlContentVerticalAlignment`.
    public static var caseNamePrefixes: [String] {
        ["ContentVerticalAlignment", "UIControlContentVerticalAlignment"]
    }

    /// The fraction of the free height left above the content: 0 top, ½ centered, 1 bottom.
    public var topFraction: Double {
        switch self {
        case .top: 0
        case .center, .fill: 0.5
        case .bottom: 1
        }
    }
}
