import Bindings
import BindingsMarkup

/// Case 14: a table of 100,000 rows filtered to 90 % and back, then laid out. One operation is
/// both changes and the layout; the rows, the table and its first screen are made at setup.
enum TableFilter {
    /// The table's frame: a phone screen, as in the scrolling case.
    static let viewport = Rect(x: 0, y: 0, width: 320, height: 480)
    /// How many of the top rows the check compares: fewer than fit on the screen.
    static let checkedRows = 10

    /// The workload of `technology`: the bound table, the reloaded one (direct) or the filter alone (plain).
    @MainActor static func make(_ technology: Technology) -> any Workload {
        switch technology {
        case .direct: DirectTableFilter()
        case .plain: PlainFilter()
        default: BindingsTableFilter()
        }
    }

    /// What the check compares: the number of rows and the names of the top ``checkedRows``.
    static func shown(rowCount: Int, names: [String?]) -> [String?] {
        ["rows \(rowCount)"] + names
    }

    /// The names the top visible cells of `table` show.
    @MainActor static func visibleNames(_ table: TableView) -> [String?] {
        table.visibleCells.prefix(checkedRows).map { cell in
            (cell as? NameCell)?.label.text ?? (cell as? DirectNameCell)?.label.text
        }
    }
}

/// The array's owner, as a screen's view model holds its search results.
final class ShownRows: KeyValueCoding, @unchecked Sendable {
    // @unchecked: the only stored property is @Observed, whose storage is lock-protected.
    /// The rows the table shows.
    @Observed var shown: [[String: Any]] = LargeList.rows
}

/// The library: the section bound to `shown` by the rows' `id`, so each set changes the rows by
/// their `RowDifference` and the rows that stay keep their cells and heights.
final class BindingsTableFilter: Workload {
    /// The owner of the bound array.
    let owner = ShownRows()
    /// The table whose section 0 follows it.
    let table = TableView()
    /// Every row, unfiltered.
    let all = LargeList.rows

    init() {
        table.frame = TableFilter.viewport
        // Constants of the suite: a failure here is a bug of the suite.
        do {
            try table.bindRows(inSection: 0, to: owner, keyPath: "shown", identifiedBy: "id", cellType: NameCell.self)
        } catch {
            fatalError("\(error)")
        }
        table.layoutIfNeeded()
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            owner.shown = LargeList.filtered(all)
            owner.shown = all
            table.layoutIfNeeded()
        }
    }

    var labelTexts: [String?] {
        TableFilter.shown(rowCount: table.numberOfRows(inSection: 0), names: TableFilter.visibleNames(table))
    }
}

/// The anchor: what the app did before, a data source whose array is swapped, each swap followed
/// by `reloadData()`, which only marks the rows stale: the layout builds them once, anew.
final class DirectTableFilter: Workload, TableViewDataSource {
    /// The reuse identifier of the name cells.
    static let identifier = "name"

    /// The table this object is the data source of.
    let table = TableView()
    /// Every row, unfiltered.
    let all = LargeList.rows
    /// The rows the table shows.
    var rows = LargeList.rows

    init() {
        table.register(forCellReuseIdentifier: Self.identifier) { DirectNameCell() }
        table.dataSource = self
        table.frame = TableFilter.viewport
        table.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier) as? DirectNameCell else {
            fatalError("the table's factory makes name cells")
        }
        cell.label.text = rows[indexPath.row]["name"] as? String
        return cell
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            rows = LargeList.filtered(all)
            table.reloadData()
            rows = all
            table.reloadData()
            table.layoutIfNeeded()
        }
    }

    var labelTexts: [String?] {
        TableFilter.shown(rowCount: table.numberOfRows(inSection: 0), names: TableFilter.visibleNames(table))
    }
}

/// A cell of the direct anchor: the same label, set by hand.
final class DirectNameCell: TableViewCell {
    /// The row's name.
    let label = BoundLabel()

    required init() {
        super.init()
        addSubview(label)
    }
}

/// The floor: the filtered array computed and dropped again, with no table.
final class PlainFilter: Workload {
    /// Every row, unfiltered.
    let all = LargeList.rows
    /// The rows an app would show.
    var rows = LargeList.rows
    /// The filtered rows counted, so that the filter is not optimized away.
    private var rowsFiltered = 0

    func run(_ count: Int) {
        for _ in 0..<count {
            rows = LargeList.filtered(all)
            rowsFiltered &+= rows.count
            rows = all
        }
    }

    var labelTexts: [String?] {
        TableFilter.shown(rowCount: rows.count, names: rows.prefix(TableFilter.checkedRows).map { $0["name"] as? String })
    }
}
