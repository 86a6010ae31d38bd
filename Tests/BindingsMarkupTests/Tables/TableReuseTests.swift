@_spi(Testing) import BindingsMarkup
import Testing

extension Tables {
    @Suite("Table reuse") @MainActor
    struct TableReuseTests {
        /// Scrolling through 10,000 rows creates only as many cells as are ever on screen at once.
        @Test(arguments: [(200.0, 30.0), (200, 13), (130, 45), (600, 390)])
        func scrollingTenThousandRowsCreatesAScreenOfCells(viewport: Double, step: Double) {
            let source = NumberedRows(count: 10_000)
            let table = source.makeTable(height: viewport)
            var mostOnScreen = 0
            var offset = 0.0
            while offset < 400_000 {
                table.contentOffset = offset
                table.layoutIfNeeded()
                mostOnScreen = max(mostOnScreen, table.subviews.count)
                offset += step
            }
            let screenful = Int((viewport / 40).rounded(.up)) + 1
            #expect(table.cellsCreated == screenful)
            #expect(mostOnScreen == screenful)
            #expect(table.contentHeight == 400_000)
            #expect(table.visibleCells.last?.textLabel.text == "Row 9999")
        }

        @Test func scrolledOutCellsAreReusedAfterPrepareForReuse() throws {
            let source = NumberedRows(count: 50)
            let table = source.makeTable(height: 100)
            #expect(table.visibleRows.map(\.row) == [0, 1, 2])
            #expect(table.visibleCells.map(\.frame.y) == [0, 40, 80])
            let first = try #require(table.visibleCells.first as? NumberedCell)
            first.checked = true
            table.contentOffset = 90
            table.layoutIfNeeded()
            #expect(table.visibleRows.map(\.row) == [2, 3, 4])
            #expect(table.visibleCells.map(\.textLabel.text) == ["Row 2", "Row 3", "Row 4"])
            #expect(table.visibleCells.map(\.frame.y) == [-10, 30, 70])
            #expect(table.cellsCreated == 3)
            #expect(first.reuseCount == 1 && first.checked == false && first.superview === table)
            #expect(table.queuedCellCount(forIdentifier: "row") == 0)
        }

        @Test func rowHeightsComeFromTheCells() {
            let source = NumberedRows(count: 1_000)
            let table = source.makeTable(height: 100)
            #expect(table.contentHeight == 40 * 3 + 44 * 997)
            table.scrollToRow(at: TableIndexPath(row: 500, section: 0))
            table.layoutIfNeeded()
            #expect(table.contentOffset == 40 * 3 + 44 * 497)
            #expect(table.visibleCells.map(\.textLabel.text) == ["Row 500", "Row 501", "Row 502"])
            #expect(table.contentHeight == 40 * 6 + 44 * 994)
        }

        @Test func dequeueWithoutRegistrationIsNil() {
            let table = TableView()
            #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
            table.register(forCellReuseIdentifier: "made") { NumberedCell() }
            let cell = table.dequeueReusableCell(withIdentifier: "made")
            #expect(cell is NumberedCell && cell?.reuseIdentifier == "made" && table.cellsCreated == 1)
        }

        @Test func reloadingReturnsShownCellsToTheQueue() {
            let source = NumberedRows(count: 10)
            let table = source.makeTable(height: 100)
            table.reloadData()
            #expect(table.needsLayout)
            table.layoutIfNeeded()
            #expect(table.cellsCreated == 3)
            #expect(source.cellRequests == 6)
            #expect(table.visibleCells.map(\.textLabel.text) == ["Row 0", "Row 1", "Row 2"])
        }
    }
}
