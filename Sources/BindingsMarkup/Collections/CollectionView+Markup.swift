// A collection view is created in MarkupKit's `flowLayoutCollectionView` style.
extension CollectionView: MarkupStyleCreatable {
    /// MarkupKit's `flowLayoutCollectionView`, and the kit's own name, `flowLayout`.
    nonisolated public static var markupStyleNames: [String] {
        MarkupStyleName.names(of: CollectionViewLayoutStyle.self, suffix: "CollectionView")
    }

    /// A collection view with a flow layout and a white background, as MarkupKit's factory makes.
    public static func make(markupStyle: String) throws(KeyValueConversionFailure) -> Self {
        _ = try MarkupStyleName.parse(markupStyle, suffix: "CollectionView", as: CollectionViewLayoutStyle.self)
        let view = Self()
        view.backgroundColor = .white
        return view
    }
}
