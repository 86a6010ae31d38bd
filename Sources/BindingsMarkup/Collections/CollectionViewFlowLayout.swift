@_spi(Backend) import Bindings

/// How a ``CollectionView`` places its items, as `UICollectionViewFlowLayout`: items of one size in
/// lines across the scroll direction, wrapping when a line is full, sections one after the other.
///
/// A collection view holds its layout at `collectionViewLayout`, so markup sets it with dotted
/// attributes, MarkupKit's shorthands among them:
///
/// ```xml
/// <LMCollectionView style="flowLayoutCollectionView"
///     collectionViewLayout.itemWidth="80" collectionViewLayout.itemHeight="120"
///     collectionViewLayout.sectionInset="12"/>
/// ```
///
/// Each line holds as many items as fit with at least ``minimumInteritemSpacing`` between them; the
/// space left over is shared between the gaps, as UIKit's layout shares it, and every line keeps the
/// columns of a full one (a line of one item centres it). Lines are ``minimumLineSpacing`` apart.
/// Each section is inset by ``sectionInset`` and preceded and followed by the space of
/// ``headerReferenceSize`` and ``footerReferenceSize`` along the scroll direction, as a UIKit app
/// leaves room for its header and footer views.
public final class CollectionViewFlowLayout: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every property is @Observed, confined to the main actor with its view.
    /// The size of every item; UIKit's default is 50 by 50.
    @Observed public var itemSize = Size(width: 50, height: 50)
    /// The size UIKit assumes for self-sizing cells; kept for UIKit's documents, as items here
    /// all take ``itemSize``.
    @Observed public var estimatedItemSize = Size.zero
    /// The least space between lines: rows when scrolling vertically, columns horizontally.
    @Observed public var minimumLineSpacing = 10.0
    /// The least space between items of one line.
    @Observed public var minimumInteritemSpacing = 10.0
    /// The direction the collection view scrolls in.
    @Observed public var scrollDirection = CollectionViewScrollDirection.vertical
    /// The space around each section's items. MarkupKit's `sectionInset="12"` insets every edge.
    @Observed public var sectionInset = EdgeInsets.zero
    /// The space before each section's items: its height when scrolling vertically, its width horizontally.
    @Observed public var headerReferenceSize = Size.zero
    /// The space after each section's items: its height when scrolling vertically, its width horizontally.
    @Observed public var footerReferenceSize = Size.zero

    /// The collection view whose layout this is, told when a property changes.
    nonisolated(unsafe) weak var view: View?

    /// The layout's properties belong to the main actor, as its view's.
    public static var observedPropertiesAreConfined: Bool { true }

    init() {
        do {
            try insertObservedOptions(.notifiesObject, forKeys: ObservedPropertyKeys(Self.layoutKeys, of: Self.self))
        } catch {
            assertionFailure("CollectionViewFlowLayout lists an undeclared layout key: \(error)")
        }
    }

    private static let layoutKeys = ["itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection",
                                     "sectionInset", "headerReferenceSize", "footerReferenceSize"]

    /// Marks the collection view as needing layout: a property that places items changed.
    public func observedPropertyDidChange() {
        view?.invalidateLayout()
    }

    /// MarkupKit's shorthands, each one component of a size or an inset.
    public static var computedKeys: [String: ComputedKey] { shorthandKeys }

    nonisolated private static let shorthandKeys: [String: ComputedKey] = [
        "itemWidth": ComputedKey(\CollectionViewFlowLayout.itemWidth, dependsOn: "itemSize"),
        "itemHeight": ComputedKey(\CollectionViewFlowLayout.itemHeight, dependsOn: "itemSize"),
        "estimatedItemWidth": ComputedKey(\CollectionViewFlowLayout.estimatedItemWidth, dependsOn: "estimatedItemSize"),
        "estimatedItemHeight": ComputedKey(\CollectionViewFlowLayout.estimatedItemHeight, dependsOn: "estimatedItemSize"),
        "sectionInsetTop": ComputedKey(\CollectionViewFlowLayout.sectionInsetTop, dependsOn: "sectionInset"),
        "sectionInsetLeft": ComputedKey(\CollectionViewFlowLayout.sectionInsetLeft, dependsOn: "sectionInset"),
        "sectionInsetBottom": ComputedKey(\CollectionViewFlowLayout.sectionInsetBottom, dependsOn: "sectionInset"),
        "sectionInsetRight": ComputedKey(\CollectionViewFlowLayout.sectionInsetRight, dependsOn: "sectionInset"),
        "headerReferenceWidth": ComputedKey(\CollectionViewFlowLayout.headerReferenceWidth, dependsOn: "headerReferenceSize"),
        "headerReferenceHeight": ComputedKey(\CollectionViewFlowLayout.headerReferenceHeight, dependsOn: "headerReferenceSize"),
        "footerReferenceWidth": ComputedKey(\CollectionViewFlowLayout.footerReferenceWidth, dependsOn: "footerReferenceSize"),
        "footerReferenceHeight": ComputedKey(\CollectionViewFlowLayout.footerReferenceHeight, dependsOn: "footerReferenceSize"),
    ]
}
