/// Where a control places its content across its width: UIKit's
/// `UIControl.ContentHorizontalAlignment`, markup's `contentHorizontalAlignment`.
public enum ContentHorizontalAlignment: String, NamedEnumeration {
    /// Centered, UIKit's default.
    case center
    /// Against the left edge.
    case left
    /// Against the right edge.
    case right
    /// Stretched across the width; a title is centered in it.
    case fill
    /// Against the leading edge: the left one, as the kit lays out left to right only.
    case leading
    /// Against the trailing edge: the right one.
    case trailing

    /// The type's own names plus UIKit's `UIControlContentHorizontalAlignment`.
    public static var caseNamePrefixes: [String] {
        ["ContentHorizontalAlignment", "UIControlContentHorizontalAlignment"]
    }

    /// The fraction of the free width left before the content: 0 left, ½ centered, 1 right.
    public var leadingFraction: Double {
        switch self {
        case .left, .leading: 0
        case .center, .fill: 0.5
        case .right, .trailing: 1
        }
    }
}
