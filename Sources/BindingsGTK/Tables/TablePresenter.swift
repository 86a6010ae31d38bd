#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``TableView`` in a `GtkScrolledWindow`: a table whose data source supplies rows in a
/// `GtkListView`, which recycles row widgets (each keeps one cell, given the row to show on bind
/// and given back to the table on unbind); a static table (markup's form) in a `GtkListBox` of
/// every row. The presenter is the table's ``TableRowHost``: the table places no rows itself.
/// Activating a row selects it (``TableView/userDidSelectRow(at:)``), so its section's checkmarks follow.
/// The table's header and footer views are items of the list; its background view shows under the
/// list and its refresh control over the list's top (see ``SlotOverlay``).
@MainActor
final class TablePresenter: WidgetPresenter, TableRowHost, RecyclingPresenter {
    let table: TableView
    private(set) var list: TableList?
    /// The items shown, as the table gave them at the last reload.
    private(set) var items = TableItems()
    private var shownOffset = 0.0

    /// The scrolled window around the list.
    private let scrolled: WidgetPointer
    /// The table's background view and refresh control, around the scrolled window.
    private let slots: SlotOverlay

    init(table: TableView) {
        self.table = table
        let scrolled = gtk_scrolled_window_new()!
        self.scrolled = scrolled
        slots = SlotOverlay(content: scrolled)
        super.init(view: table, widget: slots.widget)
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        table.rowHost = self
    }

    /// Shows the background view under the list, which lets it show through, and the refresh control over it.
    override func treeDidChange() {
        slots.show(background: table.backgroundView, top: table.refreshControl, seeThrough: list?.widget)
    }

    override func willPlace(in frame: Rect) {
        slots.setNeedsLayout()
    }

    override var measuresView: Bool { false }

    override class var shownKeys: [String] {
        super.shownKeys + ["contentOffset"]
    }

    /// A `contentOffset` set in code scrolls the list to the item the table's heights put there.
    /// The list scrolls itself as the user scrolls it; ``TableView/visibleRows`` tells what it shows.
    override func update() {
        super.update()
        guard table.contentOffset != shownOffset else { return }
        shownOffset = table.contentOffset
        guard let list, let item = table.itemIndex(atContentOffset: table.contentOffset) else { return }
        list.scroll(toItem: item)
    }

    /// The table lays out nothing itself, and the list shows its rows.
    override var showsSubviews: Bool { true }

    override var widgetState: String {
        guard let list else { return "GtkScrolledWindow" }
        return "GtkScrolledWindow \(list.typeName) \(items.count) items"
    }

    /// The presenters of the rows in the viewport, top to bottom, then those of the background
    /// view and the refresh control.
    override var scrollingWidget: WidgetPointer {
        scrolled
    }

    override var nestedWidgets: [WidgetPresenter] {
        rowsInViewport.flatMap(\.host.shownPresenters) + slots.shownPresenters
    }

    /// The rows whose widgets show in the viewport now, top to bottom.
    var rowsInViewport: [TableRow] {
        var viewport = graphene_rect_t()
        guard gtk_widget_compute_bounds(scrolled, scrolled, &viewport) != 0 else { return [] }
        return (list?.shownRows ?? []).filter { row in
            var bounds = graphene_rect_t()
            guard gtk_widget_get_mapped(row.host.widget) != 0,
                  gtk_widget_compute_bounds(row.host.widget, scrolled, &bounds) != 0 else { return false }
            return bounds.origin.y + bounds.size.height > 0 && bounds.origin.y < viewport.size.height && bounds.size.height > 0
        }
    }

    // MARK: TableRowHost

    func tableDidReloadData(_ tableView: TableView) {
        let recycles = tableRecycles
        let old = items.count
        items = table.tableItems
        if let list, list.recycles == recycles {
            list.reload(replacing: old, with: items.count)
            // The kit keeps its content offset over a reload: the new items show from there (the
            // top, unless code scrolled the table), not from wherever the user scrolled the old ones.
            if let item = table.itemIndex(atContentOffset: table.contentOffset) { list.scroll(toItem: item) }
            return
        }
        let list: TableList = recycles ? RecyclingList(presenter: self) : StaticList(presenter: self)
        self.list = list
        gtk_scrolled_window_set_child(scrolled.opaque, list.widget)
        treeDidChange()
        list.reload(replacing: 0, with: items.count)
    }

    /// Rows changed by index: the list model reports the same splices (`items-changed` with their
    /// positions), so GtkListView keeps the row widgets of the other rows and their cells.
    func tableView(_ tableView: TableView, didSpliceItems splices: [TableItemSplice]) {
        guard let list, list.recycles == tableRecycles else { return tableDidReloadData(tableView) }
        let old = items.count
        items = table.tableItems
        list.splice(splices, replacing: old)
    }

    /// Rows changed as one replacement: the list model reports it in one `items-changed` in which
    /// the items of rows that stay keep their objects, so GtkListView keeps their row widgets and
    /// cells. Rows set anew (a search, a sort) show from the table's content offset (the top,
    /// unless code scrolled the table), as after a reload, in the row widgets alive: GTK 4.8
    /// would otherwise make new ones for rows that came and free those of rows that went, and
    /// follow a focused row that moved far away.
    func tableView(_ tableView: TableView, didReplaceItems replacement: TableItemReplacement, splices: () -> [TableItemSplice]) {
        guard let list = list as? RecyclingList, tableRecycles else { return self.tableView(tableView, didSpliceItems: splices()) }
        items = table.tableItems
        list.replace(replacement, showingFrom: table.itemIndex(atContentOffset: table.contentOffset) ?? 0)
    }

    /// Whether the table's rows come from a source (recycled in a GtkListView) rather than static cells.
    private var tableRecycles: Bool {
        (0..<table.numberOfSections).contains { !table.isStatic($0) }
    }

    var shownRows: [(indexPath: TableIndexPath, cell: TableViewCell)] {
        (list?.shownRows ?? []).compactMap { row in
            guard let path = row.indexPath, let cell = row.cell else { return nil }
            return (path, cell)
        }
    }

    /// What the list's row widgets made, bound and gave back, for tests and benchmarks.
    var recycling: RecyclingCounts {
        list?.counts ?? RecyclingCounts()
    }

    // MARK: Rows

    /// Makes a row widget: with one kind of cell registered, its cell is made now, once per row widget.
    func makeRow() -> TableRow {
        let row = TableRow()
        let identifiers = table.registeredCellIdentifiers
        if identifiers.count == 1, let identifier = identifiers.first {
            row.ownCell = table.dequeueReusableCell(withIdentifier: identifier)
        }
        return row
    }

    /// Shows item `position` in `row`: a row's cell (the data source configures the row widget's
    /// own cell), or a header's or footer's view.
    func bind(_ row: TableRow, at position: Int) {
        guard items.indices.contains(position) else { return }
        let item = items[position]
        row.item = item
        switch item {
        case .row(let path):
            let cell = table.cell(forRowAt: path, reusing: row.ownCell)
            // A data source that made a cell of its own instead: the row widget keeps that one.
            if let cell, cell !== row.ownCell, cell.reuseIdentifier != nil, !table.isStatic(path.section) { row.ownCell = cell }
            row.host.show(cell)
        case .tableHeader, .tableFooter:
            row.host.show(table.titleView(for: item))
        case .header(let section), .footer(let section):
            // A title (not a header or footer view) lines up with the cells' text, as in UIKit.
            let isView = (item == .header(section: section) ? table.headerView(forSection: section) : table.footerView(forSection: section)) != nil
            row.host.show(table.titleView(for: item))
            row.setTitleInsets(isView ? .zero : TableViewCell.defaultLayoutMargins)
            return
        }
        row.setTitleInsets(.zero)
    }

    /// The row widget no longer shows its item: a data source's cell goes back to the table (the
    /// data source lets go of the row); a static cell or a title is dropped from the host, as
    /// another row widget may show it next.
    func unbind(_ row: TableRow) {
        if let path = row.indexPath, let cell = row.cell, cell === row.ownCell {
            table.endDisplaying(cell, forRowAt: path)
        } else {
            row.host.show(nil)
        }
        row.item = nil
    }

    /// The user activated the row widget at `position`.
    func activate(at position: Int) {
        guard items.indices.contains(position), case .row(let path) = items[position] else { return }
        table.userDidSelectRow(at: path)
    }
}

/// A presenter whose widget recycles the widgets of the rows or items it shows.
@MainActor
protocol RecyclingPresenter {
    /// What its row or item widgets made, bound and gave back.
    var recycling: RecyclingCounts { get }
}

/// What a table's list did with its row widgets.
@_spi(Testing) public struct RecyclingCounts: Equatable, Sendable {
    /// Row widgets made (GtkListView's `setup`; every row for a static table).
    public var made = 0
    /// Row widgets freed (`teardown`).
    public var freed = 0
    /// Row widgets made with the row (and cell) of one freed earlier, rather than a new one.
    public var reused = 0
    /// Items shown in a row widget (`bind`).
    public var bound = 0
    /// Items a row widget stopped showing (`unbind`).
    public var unbound = 0
    /// Objects the list model made for its items: as many as GTK held at once, however many
    /// rows there are and however often they change.
    public var itemObjects = 0
    /// Binds that waited while their row widgets were out of sight, then were done.
    public var boundLater = 0
    /// Binds waiting now for their row widgets to come in sight, or their turn.
    public var waiting = 0
    /// Items still to come into a list that showed none, a frame's worth at a time.
    public var coming = 0

    /// Row widgets alive now.
    public var alive: Int { made - freed }
}
#endif
