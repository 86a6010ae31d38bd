#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``CollectionView`` as a `GtkGridView` in a `GtkScrolledWindow`, recycling item widgets
/// as a table's `GtkListView` does (see ``ListItemRecycler``): each item widget keeps one cell, the
/// data source configures it on bind, and unbind gives it back (the data source lets the item go).
/// The presenter is the collection view's ``CollectionItemHost``: the collection view places no
/// cells itself. Activating an item selects it (``CollectionView/userDidSelectItem(at:)``).
///
/// GTK's grid differs from the flow layout where it must. It splits its width into equal columns
/// (`min-columns` and `max-columns` are both the flow layout's items per line at the width the kit
/// gives the collection view) and centres each cell, at the item size, in its column, where the
/// flow layout puts the first item at the left inset and the last at the right one. The section
/// insets are the grid's margins, so those along the scroll direction stay in place as the items
/// scroll rather than scrolling with them; lines are the line spacing apart, and the last one is
/// followed by as much. Sections follow each other in one grid, without starting a new line.
///
/// The scrolled window sits in a `GtkOverlay` over the collection view's background view, which
/// shows through the grid, and under its refresh control (see ``SlotOverlay``).
@MainActor
final class CollectionPresenter: WidgetPresenter, CollectionItemHost, RecyclingPresenter {
    let collectionView: CollectionView
    private var grid: RecyclingGrid?
    /// The number of items shown, as the collection view counted them at the last reload or splice.
    private var itemCount = 0
    private var shownOffset = Point.zero
    private var shownColumns = 0
    /// The scrolled window around the grid.
    private let scrolled: WidgetPointer
    /// The background view under the scrolled window and the refresh control over it.
    private let slots: SlotOverlay

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
        let scrolled: WidgetPointer = gtk_scrolled_window_new()
        self.scrolled = scrolled
        slots = SlotOverlay(content: scrolled)
        super.init(view: collectionView, widget: slots.widget)
        let grid = RecyclingGrid(presenter: self)
        self.grid = grid
        gtk_scrolled_window_set_child(scrolled.opaque, grid.widget)
        collectionView.itemHost = self
    }

    override var scrollingWidget: WidgetPointer {
        scrolled
    }

    /// Shows the background view under the grid, which lets it show through, and the refresh control over it.
    override func treeDidChange() {
        slots.show(background: collectionView.backgroundView, top: collectionView.refreshControl, seeThrough: grid?.widget)
    }

    override var measuresView: Bool { false }

    /// The grid shows the items.
    override var showsSubviews: Bool { true }

    override class var shownKeys: [String] {
        super.shownKeys + ["contentOffset"] + ["itemSize", "minimumLineSpacing", "scrollDirection", "sectionInset"].map { "collectionViewLayout." + $0 }
    }

    override var widgetState: String {
        "GtkScrolledWindow GtkGridView \(itemCount) items, \(shownColumns) " + (isVertical ? "columns" : "rows")
    }

    /// The presenters of the items in the viewport, in order.
    override var nestedWidgets: [WidgetPresenter] {
        itemsInViewport.flatMap(\.host.shownPresenters) + slots.shownPresenters
    }

    private var isVertical: Bool {
        collectionView.collectionViewLayout.scrollDirection == .vertical
    }

    /// Applies the layout to the grid and its items, and a `contentOffset` set in code to the
    /// scroll bars. The grid scrolls itself as the user scrolls it; the collection view's
    /// ``CollectionView/indexPathsForVisibleItems`` tells what it shows.
    override func update() {
        super.update()
        let layout = collectionView.collectionViewLayout
        let vertical = isVertical
        gtk_scrolled_window_set_policy(scrolled.opaque, vertical ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC,
                                       vertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        grid?.apply(layout)
        for item in grid?.items ?? [] { item.apply(size: layout.itemSize, lineSpacing: layout.minimumLineSpacing, vertical: vertical) }
        guard collectionView.contentOffset != shownOffset else { return }
        shownOffset = collectionView.contentOffset
        for (adjustment, value) in [(gtk_scrolled_window_get_hadjustment(scrolled.opaque), shownOffset.x),
                                    (gtk_scrolled_window_get_vadjustment(scrolled.opaque), shownOffset.y)] {
            if let adjustment, gtk_adjustment_get_value(adjustment) != value { gtk_adjustment_set_value(adjustment, value) }
        }
    }

    /// The kit gave the collection view its frame: the grid takes as many columns as the flow
    /// layout puts in a line at that size.
    override func willPlace(in frame: Rect) {
        slots.setNeedsLayout()
        let columns = collectionView.itemsPerLine
        guard columns != shownColumns else { return }
        shownColumns = columns
        grid?.setColumns(columns)
    }

    /// The item widgets showing in the viewport now, in order.
    var itemsInViewport: [GridItem] {
        var viewport = graphene_rect_t()
        guard gtk_widget_compute_bounds(scrolled, scrolled, &viewport) != 0 else { return [] }
        return shownGridItems.filter { item in
            var bounds = graphene_rect_t()
            guard gtk_widget_get_mapped(item.host.widget) != 0,
                  gtk_widget_compute_bounds(item.host.widget, scrolled, &bounds) != 0 else { return false }
            return bounds.origin.x + bounds.size.width > 0 && bounds.origin.x < viewport.size.width
                && bounds.origin.y + bounds.size.height > 0 && bounds.origin.y < viewport.size.height
        }
    }

    /// The bound item widgets, in the items' order.
    private var shownGridItems: [GridItem] {
        (grid?.items ?? []).filter { $0.position != nil }.sorted { ($0.position ?? 0) < ($1.position ?? 0) }
    }

    /// What the grid's item widgets made, bound and gave back, for tests.
    var recycling: RecyclingCounts {
        grid?.counts ?? RecyclingCounts()
    }

    // MARK: CollectionItemHost

    func collectionViewDidReloadData(_ collectionView: CollectionView) {
        let old = itemCount
        itemCount = collectionView.numberOfItemsInAllSections
        grid?.reload(replacing: old, with: itemCount)
    }

    /// Items changed by index: the model reports the same splices, so the grid keeps the item
    /// widgets of the other items and their cells.
    func collectionView(_ collectionView: CollectionView, didSpliceItems splices: [TableItemSplice]) {
        itemCount = collectionView.numberOfItemsInAllSections
        grid?.splice(splices) { item, position in
            guard item.position != nil else { return }
            item.position = position
            item.indexPath = collectionView.indexPath(forItemAt: position)
        }
    }

    var shownItems: [(indexPath: TableIndexPath, cell: CollectionViewCell)] {
        shownGridItems.compactMap { item in
            guard let path = item.indexPath, let cell = item.cell else { return nil }
            return (path, cell)
        }
    }

    // MARK: Items

    /// Makes an item widget: with one kind of cell registered, its cell is made now, once per item widget.
    func makeItem() -> GridItem {
        let item = GridItem()
        let identifiers = collectionView.registeredCellIdentifiers
        if identifiers.count == 1, let identifier = identifiers.first, let path = collectionView.indexPath(forItemAt: 0) {
            item.ownCell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: path)
        }
        let layout = collectionView.collectionViewLayout
        item.apply(size: layout.itemSize, lineSpacing: layout.minimumLineSpacing, vertical: isVertical)
        return item
    }

    /// Shows the item at `position` in `item`: the data source configures the item widget's own cell.
    func bind(_ item: GridItem, at position: Int) {
        guard let path = collectionView.indexPath(forItemAt: position) else { return }
        item.position = position
        item.indexPath = path
        let cell = collectionView.cell(forItem: position, reusing: item.ownCell)
        // A data source that made a cell of its own instead: the item widget keeps that one.
        if let cell, cell !== item.ownCell, cell.reuseIdentifier != nil { item.ownCell = cell }
        item.host.show(cell)
    }

    /// The item widget no longer shows its item: its cell goes back to the collection view, whose
    /// data source lets go of the item.
    func unbind(_ item: GridItem) {
        if let path = item.indexPath, let cell = item.cell, cell === item.ownCell {
            collectionView.endDisplaying(cell, forItemAt: path)
        } else {
            item.host.show(nil)
        }
        item.position = nil
        item.indexPath = nil
    }

    /// The user activated the item widget at `position`.
    func activate(at position: Int) {
        guard let path = collectionView.indexPath(forItemAt: position) else { return }
        collectionView.userDidSelectItem(at: path)
    }
}
#endif
