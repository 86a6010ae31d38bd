import BindingsMarkup
import BindingsTestSupport
import Testing

/// The parent suite of the table tests, so that `swift test --filter Tables` selects them all.
/// It runs under the live-object check: its tests leave no view, observation or property alive.
@Suite(.checksLiveObjects) enum Tables {}

/// A cell 40 points tall: one line of System 16 between margins of 10.
final class NumberedCell: TableViewCell {
    var reuseCount = 0

    required init() {
        super.init()
        layoutMarginTop = 10
        layoutMarginBottom = 10
        textLabel.font = .system(size: 16)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source of `count` rows titled `Row <n>`, counting what the table asks.
@MainActor
final class NumberedRows: TableViewDataSource {
    let count: Int
    var sections = 1
    var cellRequests = 0
    var headers: [Int: String] = [:]

    init(count: Int) {
        self.count = count
    }

    /// A table of `height` showing these rows, laid out at the top.
    func makeTable(height: Double, width: Double = 320) -> TableView {
        let table = TableView()
        table.register(NumberedCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.frame = Rect(x: 0, y: 0, width: width, height: height)
        table.layoutIfNeeded()
        return table
    }

    func numberOfSections(in tableView: TableView) -> Int {
        sections
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell()
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headers[section]
    }
}

@MainActor
enum TableTestSupport {
    /// A static table with one section of cells titled and valued by `values`.
    static func staticTable(_ values: [String], mode: TableSelectionMode = .default, checked: Set<Int> = []) -> TableView {
        let table = TableView()
        table.setSelectionMode(mode, forSection: 0)
        for (index, value) in values.enumerated() {
            let cell = TableViewCell()
            cell.textLabel.text = value
            cell.value = value
            cell.checked = checked.contains(index)
            table.appendCell(cell)
        }
        return table
    }

    /// The rows of section 0 that are checked.
    static func checkedRows(_ table: TableView, section: Int = 0) -> [Int] {
        (0..<table.numberOfRows(inSection: section)).filter {
            table.cellForRow(at: TableIndexPath(row: $0, section: section))?.checked == true
        }
    }
}
