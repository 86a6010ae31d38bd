/// The direction a ``CollectionView`` scrolls in, as `UICollectionView.ScrollDirection`: its flow
/// layout fills lines across it.
public enum CollectionViewScrollDirection: String, NamedEnumeration {
    /// Down: items fill rows left to right, and rows follow each other downwards.
    case vertical
    /// Sideways: items fill columns top to bottom, and columns follow each other rightwards.
    case horizontal

    /// The type's own name plus UIKit's `UICollectionViewScrollDirection` and `ScrollDirection`.
    public static var caseNamePrefixes: [String] {
        ["CollectionViewScrollDirection", "UICollectionViewScrollDirection", "ScrollDirection"]
    }
}
