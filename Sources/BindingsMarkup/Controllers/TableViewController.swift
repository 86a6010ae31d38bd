import Bindings

/// A ``ModelViewController`` whose screen has a table, as MarkupKit's `LMTableViewController`: it is
/// the table's data source, its static sections come from markup, and it answers for the sections a
/// subclass makes dynamic.
///
/// After the view loads, ``tableView`` is the root view when it is a table, or else the view with the
/// `tableView` id, and the controller becomes its data source. By default every section is markup's:
/// a subclass returns `true` from ``tableView(_:suppliesRowsInSection:)`` for the sections it
/// fills, with their ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)``.
@MainActor
open class TableViewController<ViewModel: AnyObject>: ModelViewController<ViewModel>, TableViewDataSource {
    /// The table (outlet `tableView`, or the root view when it is a table).
    @Observed public var tableView: TableView? = nil

    /// Finds the table, becomes its data source, and hears the rows the user selects
    /// (``tableView(_:didSelectRowAt:)``).
    open override func viewDidLoad() {
        super.viewDidLoad()
        if let table = view as? TableView { tableView = table }
        tableView?.dataSource = self
        tableView?.didSelectRow = { [weak self] indexPath in
            guard let self, let tableView = self.tableView else { return }
            self.tableView(tableView, didSelectRowAt: indexPath)
        }
    }

    /// The user selected (activated) the row at `indexPath`, by Enter or a click: the place to
    /// push the row's detail screen. The default does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}

    /// The first row shown before a reload, and how far into it the table was scrolled.
    private var positionBeforeReload: (row: TableIndexPath, into: Double)?

    /// Remembers the table's scroll position, by row: the new table estimates the heights of rows
    /// it has not measured, so the same offset in points could show other rows.
    open override func viewWillReload() {
        super.viewWillReload()
        guard let tableView, let row = tableView.visibleRows.first, let top = tableView.contentOffset(ofRow: row) else { return }
        positionBeforeReload = (row, tableView.contentOffset - top)
    }

    /// Scrolls the new table to the row that was first, as far into it as before.
    open override func viewDidReload(replacing oldView: View) {
        super.viewDidReload(replacing: oldView)
        guard let position = positionBeforeReload.take(), let tableView else { return }
        tableView.scrollToRow(at: position.row)
        tableView.contentOffset += position.into
        view.layoutIfNeeded()
    }

    /// The sections markup declared (at least one).
    open func numberOfSections(in tableView: TableView) -> Int {
        tableView.markupSectionCount
    }

    /// `false`: every section is markup's unless a subclass says otherwise.
    open func tableView(_ tableView: TableView, suppliesRowsInSection section: Int) -> Bool {
        false
    }

    /// No rows: a subclass that supplies a section counts its rows.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        0
    }

    /// An empty cell: a subclass that supplies a section makes its cells.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "") ?? TableViewCell()
    }

    /// The title markup gave the section.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        tableView.headerTitle(forSection: section)
    }

    /// The footer title markup gave the section.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        tableView.footerTitle(forSection: section)
    }

    /// Nothing: a subclass whose cells hold a row's data lets go of it here.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}
}
