import Bindings

/// A vertically scrolling list of rows in sections: `UITableView` / `LMTableView` in MarkupKit documents.
///
/// Rows come either from **static cells** added to sections (``appendCell(_:toSection:)``, what markup
/// does with the cell elements of a table) or from a **data source** (``dataSource``), which is asked
/// only for the rows on screen and gets cells from a reuse queue
/// (``dequeueReusableCell(withIdentifier:)``), or from an observable **array** a section is bound to
/// (``bindRows(inSection:to:keyPath:identifiedBy:cellDocument:loader:)``, markup's `<?sectionRows?>`). Section 0
/// always exists; ``appendSection(name:)`` starts another (markup's `<?sectionBreak?>`). Rows that
/// change are told by index (``insertRows(at:)``, ``deleteRows(at:)``, ``reloadRows(at:)``,
/// ``moveRow(at:to:)``): only they get cells and heights again.
///
/// **Scrolling.** ``contentOffset`` is the distance in points from the top of the content to the top of
/// the table's frame, whose height is the viewport. Row heights come from the cells themselves: each
/// cell is measured at the table's width when its row is shown (rows not shown yet count
/// ``estimatedRowHeight``; a row is at least 1 point tall). Laid out, the table holds cells only for the
/// rows in the viewport: cells of rows that scroll out go back to their reuse queue, so scrolling any
/// number of rows creates at most as many cells as fit on screen at once, plus one for the row partly
/// scrolled in. Static cells all stay subviews, placed where they are, and renderers clip to the frame.
///
/// Section titles take one line of System 16, 20 points (one row of the text renderer): headers in
/// ``headerFont``, footers in ``footerFont``; a section's header or footer *view* takes its fitting height,
/// as do the table's ``tableHeaderView`` and ``tableFooterView`` above and below all sections. A
/// ``backgroundView`` fills the frame behind the rows.
///
/// **Checkmarks.** Each section has a ``TableSelectionMode``; ``userDidSelectRow(at:)`` applies it, and
/// ``value(forSection:)`` / ``setValue(_:forSection:)`` read and check rows by their cells' `value`.
/// These apply to static cells; a data source keeps checked state in its data and sets `checked` when it
/// configures a cell.
open class TableView: View {
    /// The distance from the top of the content to the top of the viewport, in points (negative counts as 0).
    @Observed public var contentOffset = 0.0
    /// The height assumed for rows not measured yet.
    @Observed public var estimatedRowHeight = 44.0
    /// The height assumed for section headers not measured yet; kept for UIKit's documents, as
    /// titles take one line and header views their fitting height.
    @Observed public var estimatedSectionHeaderHeight = 0.0
    /// The height assumed for section footers not measured yet; kept for UIKit's documents.
    @Observed public var estimatedSectionFooterHeight = 0.0
    /// How the table shows its sections; chosen when it is created (markup's `style`).
    public internal(set) var style = TableViewStyle.plain
    /// Whether lines separate the rows; kept for UIKit's documents, the pictures draw none.
    @Observed public var separatorStyle = TableViewCellSeparatorStyle.singleLine
    /// Whether selecting a row keeps the others selected (selecting a selected row deselects it);
    /// selected cells then show their multiple-selection background.
    @Observed public var allowsMultipleSelection = false

    /// The source of rows; `nil` for a static table. Setting it reloads the table.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet {
            // Remembered to tell a data source the table let go of (it is weak) from none set.
            rowSupport.dataSourceWasSet = dataSource != nil
            reloadData()
        }
    }

    /// What shows the rows instead of the table itself, such as a toolkit's recycling list (see
    /// ``TableRowHost``); held weakly. Setting it gives the placed cells back and reloads the table.
    @_spi(Backend) public weak var rowHost: (any TableRowHost)? {
        didSet { reloadData() }
    }

    /// Called after ``userDidSelectRow(at:)`` applied the section's selection mode. The table keeps it:
    /// capture the table and its owner weakly.
    public var didSelectRow: (@MainActor (TableIndexPath) -> Void)?

    /// The view drawn behind the rows, filling the table's frame; it does not scroll (markup's
    /// `<?backgroundView?>`).
    public var backgroundView: View? {
        didSet { replaceSlotView(oldValue, with: backgroundView, at: 0) }
    }

    /// The view above the first section, scrolling with the rows, as wide as the table and as tall
    /// as it fits (markup's `<?tableHeaderView?>`).
    public var tableHeaderView: View? {
        didSet { replaceTableEndView(oldValue, with: tableHeaderView) }
    }

    /// The view below the last section, likewise (markup's `<?tableFooterView?>`).
    public var tableFooterView: View? {
        didSet { replaceTableEndView(oldValue, with: tableFooterView) }
    }

    /// The control the user pulls to refresh the table (markup's `<?refreshControl?>`): while it
    /// is refreshing it shows above the rows, which move down by its height.
    public var refreshControl: RefreshControl? {
        didSet { replaceSlotView(oldValue, with: refreshControl, at: subviews.count) }
    }

    /// How many cells the reuse queues' factories have created: tests compare it with the rows shown.
    public var cellsCreated: Int { reuse.created }

    /// The font of section headers.
    nonisolated public static let headerFont = Font.system(size: 16, weight: .bold)
    /// The font of section footers.
    nonisolated public static let footerFont = Font.system(size: 12)
    /// The height of a section title.
    nonisolated public static let titleHeight = 20.0

    var sections = [TableSection()]
    /// The checked values bound to models, by section (see ``bindValue(ofSection:to:keyPath:)``).
    var sectionValues: [Int: TableSectionValue] = [:]
    var items = TableItems()
    var heightIndex = RowHeightIndex(runs: [])
    var itemsAreStale = true
    /// The views placed for items, by item index: cells and section title labels.
    var placedViews: [Int: View] = [:]
    /// The cells of rows that scrolled out, and the cell a row host offers while the data source
    /// configures its row (see ``cell(forRowAt:reusing:)``).
    let reuse = CellReuseQueues<TableViewCell>()
    var spareTitleLabels: [SectionTitleLabel] = []
    /// The width the placed views were measured at.
    var placedWidth = -1.0
    /// Row changes in progress, sections bound to arrays, and the warning about missing rows.
    /// Read on the scroll path, main actor only: no exclusivity check.
    @exclusivity(unchecked) var rowSupport = TableRowSupport()

    /// Creates an empty table with section 0; it clips its rows to its frame.
    public required init() {
        super.init()
        clipsToBounds = true
    }

    /// Adds `contentOffset` and `estimatedRowHeight`.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["contentOffset", "estimatedRowHeight"]
    }

    /// The proposed width (0 if unlimited) by the height of the content as known so far (and of
    /// the refresh control while it refreshes).
    open override func sizeThatFits(_ proposal: Size) -> Size {
        rebuildItemsIfNeeded()
        return Size(width: proposal.width.isFinite ? proposal.width : 0, height: heightIndex.total + refreshInset)
    }

    /// Places the cells and titles of the items in the viewport (every item, for a static table),
    /// the background view and the refresh control.
    open override func layoutSubviews() {
        if rowHost == nil {
            layoutItems()
        } else {
            rebuildItemsIfNeeded()
        }
        layoutSlotViews()
        if !rowSupport.itemsHaveRows, !rowSupport.warned { warnIfRowsAreMissing() }
    }

    // MARK: - Sections

    /// The number of sections: the data source's, or the static sections'.
    public var numberOfSections: Int {
        guard let dataSource else { return sections.count }
        return max(0, dataSource.numberOfSections(in: self))
    }

    /// The number of rows in `section` (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        guard section >= 0, section < numberOfSections else { return 0 }
        if let rows = boundRows(section) { return rows.count }
        guard let dataSource, !isStatic(section) else { return sections.indices.contains(section) ? sections[section].cells.count : 0 }
        return max(0, dataSource.tableView(self, numberOfRowsInSection: section))
    }

    /// Whether `section`'s rows are the table's static cells: every section without a data source
    /// or an array (``bindRows(inSection:to:keyPath:identifiedBy:cellDocument:loader:)``), and those the data source leaves to markup (``TableViewDataSource/tableView(_:suppliesRowsInSection:)``).
    public func isStatic(_ section: Int) -> Bool {
        if boundRows(section) != nil { return false }
        guard let dataSource else { return true }
        return !dataSource.tableView(self, suppliesRowsInSection: section)
    }

    /// Starts a new last section, optionally named, and returns its index (markup's `<?sectionBreak?>`).
    @discardableResult
    public func appendSection(name: String? = nil) -> Int {
        sections.append(TableSection(name: name))
        reloadData()
        return sections.count - 1
    }

    /// The number of sections markup (or ``appendSection(name:)``) declared, whatever the data source
    /// answers: at least one.
    public var markupSectionCount: Int {
        sections.count
    }

    /// The index of the first section named `name`, or `nil`.
    public func section(withName name: String) -> Int? {
        sections.firstIndex { $0.name == name }
    }

    /// The name of `section`, or `nil`.
    public func name(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].name : nil
    }

    /// Names `section` (markup's `<?sectionName …?>`).
    public func setName(_ name: String?, forSection section: Int) {
        updateSection(section) { $0.name = name }
    }

    /// Appends a static cell to the last section: what markup does with a cell element inside a table.
    public func appendStaticCell(_ cell: TableViewCell) {
        appendCell(cell)
    }

    /// Appends a static cell to `section` (the last section by default). A checked cell appended to a
    /// single-checkmark section unchecks the others. Does nothing for a section that does not exist.
    public func appendCell(_ cell: TableViewCell, toSection section: Int? = nil) {
        let index = section ?? sections.count - 1
        guard sections.indices.contains(index) else { return }
        sections[index].cells.append(cell)
        if cell.checked, sections[index].selectionMode == .singleCheckmark {
            checkOnly(row: sections[index].cells.count - 1, inSection: index)
        }
        if !suppliesRows, rowHost == nil { addSubview(cell) }
        // A bound section's model value checks the cells it gets after the binding too.
        sectionValues[index]?.applyToCheckmarks()
        reloadData()
    }

    /// The static cell at `indexPath`, or for a data source's section the cell shown for it, if any.
    public func cellForRow(at indexPath: TableIndexPath) -> TableViewCell? {
        if isStatic(indexPath.section) {
            guard sections.indices.contains(indexPath.section),
                  sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
            return sections[indexPath.section].cells[indexPath.row]
        }
        if let rowHost { return rowHost.shownRows.first { $0.indexPath == indexPath }?.cell }
        guard let index = items.index(of: .row(indexPath)) else { return nil }
        return placedViews[index] as? TableViewCell
    }

    /// Inserts a static cell at `indexPath` (MarkupKit's `insertCell(_:forRowAt:)`); a row past the
    /// end of the section appends. A checked cell in a single-checkmark section unchecks the others.
    /// Does nothing for a section that does not exist.
    public func insertCell(_ cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        guard sections.indices.contains(indexPath.section) else { return }
        let row = min(max(indexPath.row, 0), sections[indexPath.section].cells.count)
        sections[indexPath.section].cells.insert(cell, at: row)
        if cell.checked, sections[indexPath.section].selectionMode == .singleCheckmark {
            checkOnly(row: row, inSection: indexPath.section)
        }
        if !suppliesRows, rowHost == nil { addSubview(cell) }
        // A bound section's model value checks the cells it gets after the binding too.
        sectionValues[indexPath.section]?.applyToCheckmarks()
        reloadData()
    }

    /// Removes the static cell at `indexPath` and returns it (MarkupKit's `deleteCell(forRowAt:)`), or
    /// `nil` when there is none.
    @discardableResult
    public func removeCell(forRowAt indexPath: TableIndexPath) -> TableViewCell? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        let cell = sections[indexPath.section].cells.remove(at: indexPath.row)
        if cell.superview === self { cell.removeFromSuperview() }
        reloadData()
        return cell
    }

    /// Forgets row counts, titles and heights and asks again at the next layout; shown cells of a data
    /// source go back to their reuse queues.
    public func reloadData() {
        itemsAreStale = true
        setNeedsLayout()
        rowHost?.tableDidReloadData(self)
    }

    /// Changes the stored section `section`, creating sections up to it for a data source's table.
    func updateSection(_ section: Int, _ change: (inout TableSection) -> Void) {
        guard section >= 0 else { return }
        if section >= sections.count {
            guard dataSource != nil, section < numberOfSections else { return }
            sections.append(contentsOf: (sections.count...section).map { _ in TableSection() })
        }
        change(&sections[section])
    }
}
