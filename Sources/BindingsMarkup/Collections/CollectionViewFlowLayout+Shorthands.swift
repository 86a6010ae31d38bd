// MarkupKit's one-number keys of the flow layout: each reads and writes one component of a size or
// an inset, so that `collectionViewLayout.itemWidth="80"` changes only the width.
extension CollectionViewFlowLayout {
    /// The width of ``itemSize``.
    public var itemWidth: Double {
        get { itemSize.width }
        set { itemSize.width = newValue }
    }

    /// The height of ``itemSize``.
    public var itemHeight: Double {
        get { itemSize.height }
        set { itemSize.height = newValue }
    }

    /// The width of ``estimatedItemSize``.
    public var estimatedItemWidth: Double {
        get { estimatedItemSize.width }
        set { estimatedItemSize.width = newValue }
    }

    /// The height of ``estimatedItemSize``.
    public var estimatedItemHeight: Double {
        get { estimatedItemSize.height }
        set { estimatedItemSize.height = newValue }
    }

    /// The top edge of ``sectionInset``.
    public var sectionInsetTop: Double {
        get { sectionInset.top }
        set { sectionInset.top = newValue }
    }

    /// The left edge of ``sectionInset``.
    public var sectionInsetLeft: Double {
        get { sectionInset.left }
        set { sectionInset.left = newValue }
    }

    /// The bottom edge of ``sectionInset``.
    public var sectionInsetBottom: Double {
        get { sectionInset.bottom }
        set { sectionInset.bottom = newValue }
    }

    /// The right edge of ``sectionInset``.
    public var sectionInsetRight: Double {
        get { sectionInset.right }
        set { sectionInset.right = newValue }
    }

    /// The width of ``headerReferenceSize``.
    public var headerReferenceWidth: Double {
        get { headerReferenceSize.width }
        set { headerReferenceSize.width = newValue }
    }

    /// The height of ``headerReferenceSize``.
    public var headerReferenceHeight: Double {
        get { headerReferenceSize.height }
        set { headerReferenceSize.height = newValue }
    }

    /// The width of ``footerReferenceSize``.
    public var footerReferenceWidth: Double {
        get { footerReferenceSize.width }
        set { footerReferenceSize.width = newValue }
    }

    /// The height of ``footerReferenceSize``.
    public var footerReferenceHeight: Double {
        get { footerReferenceSize.height }
        set { footerReferenceSize.height = newValue }
    }
}
