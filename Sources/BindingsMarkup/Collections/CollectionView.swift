import Bindings

/// A scrolling grid of items in sections: `UICollectionView` / `LMCollectionView` in MarkupKit
/// documents, a ``ScrollView`` as UIKit's is.
///
/// Items come from a **data source** (``dataSource``), which is asked only for the items in view
/// and gets cells from reuse queues (``dequeueReusableCell(withReuseIdentifier:for:)``), as a
/// table's rows are. Where items go is the **flow layout**'s (``collectionViewLayout``, a
/// ``CollectionViewFlowLayout``): items of one size in lines across the scroll direction, so that
/// markup configures it with dotted attributes, as MarkupKit's documents do:
///
/// ```xml
/// <LMCollectionView style="flowLayoutCollectionView"
///     collectionViewLayout.itemWidth="80" collectionViewLayout.itemHeight="120"
///     collectionViewLayout.sectionInset="12"/>
/// ```
///
/// **Scrolling.** ``ScrollView/contentOffset`` is the content point at the top left of the frame,
/// and ``ScrollView/contentSize`` the flow layout's extent. Laid out, the collection view holds
/// cells only for the items whose frames meet the viewport: cells of items that scroll out go back
/// to their reuse queue, so scrolling any number of items creates at most as many cells as are in
/// view at once. Renderers clip to the frame. Child elements of the collection view in markup are
/// plain subviews, as a table's other than cells; `fitToWidth` and `fitToHeight` do nothing, as
/// the layout's scroll direction decides.
///
/// **Selection.** ``userDidSelectItem(at:)`` selects an item as a tap does (one at a time unless
/// ``allowsMultipleSelection``), marks its cell ``CollectionViewCell/isSelected`` and tells the
/// ``delegate``; ``indexPathsForSelectedItems`` lists the selection. Items that change by index
/// (``insertItems(at:)``, ``deleteItems(at:)``, ``reloadItems(at:)``, ``moveItem(at:to:)``) keep
/// the cells and selection of the other items.
open class CollectionView: ScrollView {
    /// The layout placing the items; markup sets its keys as `collectionViewLayout.itemWidth`.
    nonisolated public let collectionViewLayout: CollectionViewFlowLayout
    /// Whether the user may select items.
    @Observed public var allowsSelection = true
    /// Whether selecting an item keeps the others selected (and selecting a selected one deselects it).
    @Observed public var allowsMultipleSelection = false

    /// The source of items. Setting it reloads the collection view.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// What hears of the user's selections; held weakly, as UIKit's.
    public weak var delegate: (any CollectionViewDelegate)?

    /// What shows the items instead of the collection view itself, such as a toolkit's recycling
    /// grid (see ``CollectionItemHost``); held weakly. Setting it gives the placed cells back and reloads.
    @_spi(Backend) public weak var itemHost: (any CollectionItemHost)? {
        didSet { reloadData() }
    }

    /// How many cells the reuse queues' factories have created: tests compare it with the items in view.
    public var cellsCreated: Int { reuse.created }

    /// The cells of items that scrolled out, and the cell a host offers while the data source configures its item.
    let reuse = CellReuseQueues<CollectionViewCell>()
    /// The number of items of each section, as the data source gave them at the last reload.
    var counts: [Int] = []
    var countsAreStale = true
    /// The cells placed for items in view, by the item's index counted across sections.
    var placedCells: [Int: CollectionViewCell] = [:]
    /// The selected items.
    var selection: Set<TableIndexPath> = []
    /// Item changes collected by ``performBatchUpdates(_:)`` while it runs.
    var pendingBatch: TableRowBatch?

    /// Creates an empty collection view with a flow layout; it clips its cells to its frame.
    public required init() {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init()
        collectionViewLayout.view = self
    }

    /// The scroll view keys plus `collectionViewLayout`, for key paths such as `collectionViewLayout.itemWidth`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        collectionComputedKeys
    }

    nonisolated private static let collectionComputedKeys = ScrollView.computedKeys.merging([
        "collectionViewLayout": ComputedKey(\CollectionView.collectionViewLayout),
    ]) { _, own in own }

    /// None: a collection view's content is its cells, placed by its layout.
    public override var contentView: View? { nil }

    /// The view drawn behind the cells, filling the frame without scrolling (markup's
    /// `<?backgroundView?>`).
    public var backgroundView: View? {
        didSet { replaceSlotView(oldValue, with: backgroundView, at: 0) }
    }

    /// The scroll view's slots plus `backgroundView`.
    nonisolated open override class var scrollViewSlots: [MarkupViewSlot] {
        super.scrollViewSlots + [.backgroundView]
    }

    /// Sets the background view, or the scroll view's slot.
    open override func placeSlotView(_ view: View, forSlot slot: String) {
        guard slot == MarkupViewSlot.backgroundView.name else { return super.placeSlotView(view, forSlot: slot) }
        backgroundView = view
    }

    /// The flow layout's extent at the collection view's size.
    public override var contentSize: Size {
        geometry().contentSize
    }

    /// Across the scroll direction the proposed extent (or, unlimited, one line per section);
    /// along it, the content's extent at that size.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let vertical = collectionViewLayout.scrollDirection == .vertical
        let bounds = vertical ? Size(width: proposal.width, height: .infinity) : Size(width: .infinity, height: proposal.height)
        return geometry(in: bounds).contentSize
    }

    /// Fills the frame with the background view and places the cells of the items in view, unless
    /// a host shows them.
    open override func layoutSubviews() {
        backgroundView?.frame = bounds
        if itemHost == nil { layoutItems() } else { rebuildCountsIfNeeded() }
    }

    // MARK: - Items

    /// The number of sections: the data source's, or none.
    public var numberOfSections: Int {
        rebuildCountsIfNeeded()
        return counts.count
    }

    /// The number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        rebuildCountsIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The number of items in every section.
    public var numberOfItemsInAllSections: Int {
        rebuildCountsIfNeeded()
        return counts.reduce(0, +)
    }

    /// Forgets the item counts and asks the data source again at the next layout; cells in view go
    /// back to their reuse queues.
    public func reloadData() {
        countsAreStale = true
        setNeedsLayout()
        itemHost?.collectionViewDidReloadData(self)
    }

    /// Asks the data source for the counts again when they are stale, giving back every placed cell.
    func rebuildCountsIfNeeded() {
        guard countsAreStale else { return }
        countsAreStale = false
        for index in placedCells.keys.sorted() { unplace(itemAt: index) }
        guard let dataSource else { return counts = [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        selection = selection.filter { $0.section < counts.count && $0.item < counts[$0.section] }
    }

    /// The layout's geometry of the items at the collection view's size.
    func geometry() -> FlowLayoutGeometry {
        geometry(in: Size(width: frame.width.isFinite ? max(0, frame.width) : 0, height: frame.height.isFinite ? max(0, frame.height) : 0))
    }

    /// The layout's geometry of the items in a view of `bounds`.
    func geometry(in bounds: Size) -> FlowLayoutGeometry {
        rebuildCountsIfNeeded()
        return FlowLayoutGeometry(layout: collectionViewLayout, bounds: bounds, counts: counts)
    }
}
