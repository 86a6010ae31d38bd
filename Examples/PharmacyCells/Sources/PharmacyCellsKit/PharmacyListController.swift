import BindingsMarkup
import Foundation

/// The pharmacy list screen, a ``TableViewController`` over its view model: it loads
/// `PharmacyList.xml` (its bar's title and Sort button, header, search field, table) with itself as
/// the owner, and supplies the table's one section of results. Activating a row pushes that
/// pharmacy's ``PharmacyDetailController``; Sort offers the orders in an action sheet.
///
/// Cells get their row as `content` and show it through their own bindings; the controller never
/// sets a label. The table shows the results as last heard on the main actor (``shownRows``).
/// When the view model replaces rows (the live walk), only visible cells of those rows get their
/// new dictionaries, without reloading the table. New results (a search, a sort) change the rows
/// by their ``RowDifference``, told apart by each row's `index`: rows that stay keep their cells,
/// given their new numbers; only rows coming into view ask for cells.
@MainActor
public final class PharmacyListController: TableViewController<PharmacyListViewModel> {
    /// The search bar (outlet `searchField`), bound two-way to `viewModel.searchText`.
    @Observed public var searchField: SearchBar? = nil
    /// The line naming the keys (outlet `keysLabel`): a window with other keys says so there.
    @Observed public var keysLabel: Label? = nil
    /// The bar's Sort button (outlet `sortButton`), titled with the order shown ("By Distance").
    @Observed public var sortButton: BarButtonItem? = nil

    /// How many times a row was given to a cell, by the data source or by a live update.
    public private(set) var rowsBound = 0
    private var resultsObservation: KeyValueObservation?
    /// The rows the table shows: the results as the changes heard so far on the main actor left
    /// them. The view model may already hold newer ones, whose change is on its way.
    public private(set) var shownRows: [[String: Any]] = []
    /// The identity of each row of ``shownRows``, kept with them: reading 100,000 ids again on
    /// every change cost as much as the difference.
    private var shownIDs: [Int] = []

    /// The reuse identifier of pharmacy cells.
    static let cellIdentifier = "pharmacy"

    /// The document, by MarkupKit's convention named after the screen.
    override public class var documentName: String { "PharmacyList" }

    /// Builds the screen for `viewModel` from its markup; throws its problems, or the cell's.
    public init(viewModel: PharmacyListViewModel) throws {
        super.init(viewModel: viewModel, loader: AppResources.loader)
        try loadViewIfNeeded()
        // Cells are made at the first layout: their document is checked now, so a broken one is
        // reported rather than shown as empty rows.
        _ = try AppResources.loader.template(named: "PharmacyCell")
        if let error = PharmacyCell.loadError { throw error }
        guard tableView != nil else { throw AppError.markup("PharmacyList.xml has no table with id 'tableView'") }
        // The view model may change on any thread: the table follows on the main actor, at once
        // when the change was made there, with the change's kind and indexes either way.
        shownRows = viewModel.results
        shownIDs = viewModel.publication(of: shownRows, after: [])?.indexes ?? shownRows.map(Self.identity)
        tableView?.reloadData()
        resultsObservation = try observe("viewModel.results", options: .new, delivery: .mainActor) { controller, change in
            controller.resultsDidChange(change)
        }
    }

    /// `showSortOptions`, the Sort button's action.
    override public var markupActions: [String: @MainActor (View) -> Void] {
        ["showSortOptions": { [weak self] _ in self?.showSortOptions() }]
    }

    /// Offers the sort orders in an action sheet, the current one checked and the other preferred.
    public func showSortOptions() {
        let sheet = AlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        let current = viewModel.sortOrder
        for order in SortOrder.allCases {
            let action = AlertAction(title: order.title + (order == current ? " ✓" : "")) { [weak self] _ in self?.sort(by: order) }
            sheet.addAction(action)
            if order != current, sheet.preferredAction == nil { sheet.preferredAction = action }
        }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    /// Orders the list by `order` and shows it from the top; the Sort button names the order.
    public func sort(by order: SortOrder) {
        viewModel.sortOrder = order
        sortButton?.title = order.buttonTitle
        scroll(toRow: 0)
    }

    /// The user activated a row: its pharmacy's detail is pushed.
    override public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        showDetail(ofRow: indexPath.row)
    }

    /// Pushes the detail of the pharmacy at `row` of the results; does nothing for a row that is gone.
    public func showDetail(ofRow row: Int) {
        guard shownRows.indices.contains(row), let navigationController else { return }
        let detail = PharmacyDetailController(viewModel: PharmacyDetailViewModel(row: shownRows[row], list: viewModel))
        navigationController.pushViewController(detail, animated: true)
    }

    /// Registers the cells.
    override public func viewDidLoad() {
        super.viewDidLoad()
        tableView?.register(PharmacyCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    /// Lays the screen out at `width` × `height` points.
    func layout(width: Double, height: Double) {
        view.frame = Rect(x: 0, y: 0, width: width, height: height)
        view.layoutIfNeeded()
    }

    /// Scrolls so that `row` is the first row shown (clamped to the rows there are).
    func scroll(toRow row: Int) {
        guard let tableView else { return }
        let count = shownRows.count
        guard count > 0 else { return }
        tableView.scrollToRow(at: TableIndexPath(row: min(max(row, 0), count - 1), section: 0))
        view.layoutIfNeeded()
    }

    /// The first row shown, or 0.
    var firstVisibleRow: Int {
        tableView?.visibleRows.first?.row ?? 0
    }

    // MARK: TableViewDataSource

    /// The one section is the results'.
    override public func tableView(_ tableView: TableView, suppliesRowsInSection section: Int) -> Bool {
        true
    }

    /// One section of results.
    override public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shownRows.count
    }

    /// A reused pharmacy cell given the row's dictionary.
    override public func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier) as? PharmacyCell ?? PharmacyCell()
        cell.number = indexPath.row + 1
        cell.content = shownRows.indices.contains(indexPath.row) ? shownRows[indexPath.row] : nil
        rowsBound += 1
        return cell
    }

    // MARK: Observing the results

    private func resultsDidChange(_ change: KeyValueChange) {
        guard let tableView else { return }
        switch change.kind {
        case .replacement:
            guard let indexes = change.indexes, let replacing = change.newValue as? [[String: Any]], replacing.count == indexes.count,
                  (indexes.last ?? -1) < shownRows.count else { return reloadAll() }
            for (index, row) in zip(indexes, replacing) {
                shownRows[index] = row
                shownIDs[index] = Self.identity(row)
            }
            giveShownCellsTheirRows { indexes.contains($0) }
            view.layoutIfNeeded()
        case .setting:
            let new = change.newValue as? [[String: Any]] ?? viewModel.results
            let publication = viewModel.publication(of: new, after: shownIDs)
            let newIDs = publication?.indexes ?? new.map(Self.identity)
            let difference = publication?.difference ?? RowDifference(from: shownIDs, to: newIDs)
            Self.letGoElsewhere(shownRows)
            shownRows = new
            shownIDs = newIDs
            tableView.applyRowChanges(difference, inSection: 0)
            // Cells shown for rows that stayed (moved or not) get their new numbers and dictionaries;
            // inserted rows got cells from the data source as they were shown.
            let insertions = difference.insertions
            giveShownCellsTheirRows { row in Self.binarySearch(insertions, row) == nil }
            view.layoutIfNeeded()
        default:
            reloadAll()
        }
    }

    /// Lets go of `rows` on another thread, when it holds the last reference: releasing a million
    /// rows' references takes tens of milliseconds the main thread would spend between frames.
    private static func letGoElsewhere(_ rows: [[String: Any]]) {
        // Only held until the block is done there: nothing reads or writes it.
        nonisolated(unsafe) let rows = rows
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(rows) {} }
    }

    /// The place of `value` in the ascending `values`, if it is there.
    private static func binarySearch(_ values: [Int], _ value: Int) -> Int? {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < values.count && values[low] == value ? low : nil
    }

    /// What tells rows apart: their place in the loaded file.
    private static func identity(_ row: [String: Any]) -> Int {
        row["index"] as? Int ?? -1
    }

    /// Shows the results as they are now, every row anew.
    private func reloadAll() {
        shownRows = viewModel.results
        shownIDs = viewModel.publication(of: shownRows, after: [])?.indexes ?? shownRows.map(Self.identity)
        tableView?.reloadData()
        view.layoutIfNeeded()
    }

    /// Gives the cells shown for the rows `isChanged` picks their numbers and dictionaries, as the
    /// rows are now (before the table is laid out again).
    private func giveShownCellsTheirRows(_ isChanged: (Int) -> Bool) {
        guard let tableView else { return }
        for (indexPath, cell) in tableView.shownCells where isChanged(indexPath.row) && shownRows.indices.contains(indexPath.row) {
            guard let cell = cell as? PharmacyCell else { continue }
            cell.number = indexPath.row + 1
            cell.content = shownRows[indexPath.row]
            rowsBound += 1
        }
    }
}
