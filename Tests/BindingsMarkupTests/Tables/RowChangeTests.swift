@_spi(Backend) import BindingsMarkup
import Testing

/// A data source of titled rows that an app edits, counting the cells the table asks for.
@MainActor
final class EditableRows: TableViewDataSource {
    var titles: [String]
    var cellRequests = 0

    init(_ titles: [String]) {
        self.titles = titles
    }

    func makeTable(height: Double) -> TableView {
        let table = TableView()
        table.register(NumberedCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.frame = Rect(x: 0, y: 0, width: 160, height: height)
        table.layoutIfNeeded()
        return table
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell()
        cell.textLabel.text = titles[indexPath.row]
        return cell
    }
}

extension Tables {
    /// Rows changed by index: only the changed rows get cells again, the others keep theirs and
    /// their heights, the scroll position stays on the rows shown, and a row host hears splices.
    @Suite("Row changes") @MainActor
    struct RowChangeTests {
        /// The rows as the text renderer draws them: two lines per 40-point row.
        func lines(_ table: TableView) -> [String] {
            table.layoutIfNeeded()
            return TextRenderer().render(table).components(separatedBy: "\n").filter { !$0.isEmpty }
        }

        @Test func insertingARowAsksOnlyForItsCell() {
            let rows = EditableRows(["A", "B", "C"])
            let table = rows.makeTable(height: 160)
            let cells = Set(table.visibleCells.map(ObjectIdentifier.init))
            rows.cellRequests = 0
            rows.titles.insert("New", at: 1)
            table.insertRows(at: [TableIndexPath(row: 1, section: 0)])
            #expect(lines(table) == [" A", " New", " B", " C"])
            #expect(rows.cellRequests == 1)
            #expect(table.cellsCreated == 4)
            #expect(cells.isSubset(of: table.visibleCells.map(ObjectIdentifier.init)))
            #expect(table.contentHeight == 160)
        }

        @Test func deletingARowGivesItsCellBackAndShowsTheNextRow() {
            let rows = EditableRows(["A", "B", "C", "D", "E"])
            let table = rows.makeTable(height: 120)
            rows.cellRequests = 0
            rows.titles.remove(at: 0)
            table.deleteRows(at: [TableIndexPath(row: 0, section: 0)])
            #expect(lines(table) == [" B", " C", " D"])
            // Only D scrolled in, in A's cell: no cell made.
            #expect(rows.cellRequests == 1)
            #expect(table.cellsCreated == 3)
            #expect(table.contentHeight == 40 * 3 + 44)
        }

        @Test func reloadingARowAsksForItAloneAndMeasuresItAgain() {
            let rows = EditableRows(["A", "B", "C"])
            let table = rows.makeTable(height: 120)
            rows.cellRequests = 0
            rows.titles[2] = "C, renamed"
            table.reloadRows(at: [TableIndexPath(row: 2, section: 0)])
            #expect(lines(table) == [" A", " B", " C, renamed"])
            #expect(rows.cellRequests == 1)
            #expect(table.cellsCreated == 3)
        }

        @Test func movingARowKeepsItsCellAndTheOthers() {
            let rows = EditableRows(["A", "B", "C"])
            let table = rows.makeTable(height: 120)
            let cells = table.visibleCells.map(ObjectIdentifier.init)
            rows.cellRequests = 0
            rows.titles = ["C", "A", "B"]
            table.moveRow(at: TableIndexPath(row: 2, section: 0), to: TableIndexPath(row: 0, section: 0))
            #expect(lines(table) == [" C", " A", " B"])
            // As in UIKit, the moved row's cell moves with it: no row asks for a cell.
            #expect(rows.cellRequests == 0)
            #expect(table.visibleCells.map(ObjectIdentifier.init) == [cells[2], cells[0], cells[1]])
        }

        @Test func aBatchReadsDeletionsBeforeAndInsertionsAfter() {
            let rows = EditableRows(["A", "B", "C", "D"])
            let table = rows.makeTable(height: 200)
            let host = RecordingRowHost()
            rows.cellRequests = 0
            rows.titles = ["X", "B", "D", "Y"]
            table.performBatchUpdates {
                table.insertRows(at: [TableIndexPath(row: 3, section: 0)])
                table.deleteRows(at: [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 2, section: 0)])
                table.insertRows(at: [TableIndexPath(row: 0, section: 0)])
            }
            #expect(lines(table) == [" X", " B", " D", " Y"])
            #expect(rows.cellRequests == 2)
            // A host set afterwards hears the splices of the next change.
            table.rowHost = host
            rows.titles.append("Z")
            table.insertRows(at: [TableIndexPath(row: 4, section: 0)])
            rows.titles.remove(at: 1)
            rows.titles[0] = "X2"
            table.performBatchUpdates {
                table.deleteRows(at: [TableIndexPath(row: 1, section: 0)])
                table.reloadRows(at: [TableIndexPath(row: 0, section: 0)])
            }
            #expect(host.reloads == 1)
            #expect(host.splices.map { $0.map(\.description) } == [["4 -0 +1"], ["1 -1 +0", "0 -1 +1"]])
            table.rowHost = nil
        }

        @Test func changesTheCountsDoNotAddUpToReloadTheTable() {
            let rows = EditableRows(["A", "B"])
            let table = rows.makeTable(height: 120)
            let host = RecordingRowHost()
            table.rowHost = host
            rows.titles = ["A", "B", "C", "D"]
            table.insertRows(at: [TableIndexPath(row: 2, section: 0)])
            #expect(host.reloads == 2)
            #expect(host.splices.isEmpty)
            #expect(table.numberOfRows(inSection: 0) == 4)
            table.deleteRows(at: [TableIndexPath(row: 9, section: 0)])
            #expect(host.reloads == 3)
            table.rowHost = nil
        }

        @Test func rowsInsertedAboveTheViewportLeaveTheRowsShownInPlace() {
            let rows = EditableRows((0..<30).map { "Row \($0)" })
            let table = rows.makeTable(height: 80)
            table.scrollToRow(at: TableIndexPath(row: 10, section: 0))
            table.contentOffset += 10
            table.layoutIfNeeded()
            let offset = table.contentOffset
            rows.titles.insert(contentsOf: ["New 1", "New 2"], at: 0)
            table.insertRows(at: [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0)])
            // Two estimated rows of 44 points above: the viewport moves down by as much.
            #expect(table.contentOffset == offset + 88)
            table.layoutIfNeeded()
            #expect(table.visibleRows.map(\.row) == [12, 13, 14])
            #expect(table.visibleCells.map(\.textLabel.text) == ["Row 10", "Row 11", "Row 12"])
            #expect(table.visibleCells.map(\.frame.y) == [-10, 30, 70])
            // At the top, inserted rows show.
            table.contentOffset = 0
            rows.titles.insert("Newest", at: 0)
            table.insertRows(at: [TableIndexPath(row: 0, section: 0)])
            #expect(table.contentOffset == 0)
            #expect(lines(table).first == " Newest")
        }
    }
}
