/// The layout a collection view is created with: MarkupKit names its one factory
/// `flowLayoutCollectionView`.
public enum CollectionViewLayoutStyle: String, NamedEnumeration {
    /// A ``CollectionViewFlowLayout``.
    case flowLayout
}
