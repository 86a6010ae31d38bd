@_spi(Backend) @testable import BindingsMarkup
import Testing

extension Tables {
    /// Tables of a million rows: their items, heights and row changes are kept as runs, so a
    /// search or sort of every row costs the main thread no array of a million items, and read
    /// back exactly as an item per row would.
    @Suite("Long tables") @MainActor
    struct LongTableTests {
        /// Two sections with titles: two rows, then `count` rows.
        final class LongRows: TableViewDataSource {
            var count: Int

            init(count: Int) {
                self.count = count
            }

            func numberOfSections(in tableView: TableView) -> Int { 2 }

            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
                section == 0 ? 2 : count
            }

            func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell()
                cell.textLabel.text = "Row \(indexPath.row)"
                return cell
            }

            func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
                "Section \(section)"
            }

            func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
                section == 1 ? "The end" : nil
            }
        }

        /// A table of `rows` rows in section 1, shown by `host`.
        func hostedTable(_ rows: LongRows, host: RecordingRowHost) -> TableView {
            let table = TableView()
            table.dataSource = rows
            table.rowHost = host
            _ = table.tableItems
            return table
        }

        @Test func aMillionRowsAreReadAsAnItemEachAndFoundByPath() {
            let rows = LongRows(count: 1_000_000)
            let host = RecordingRowHost()
            let table = hostedTable(rows, host: host)
            let items = table.tableItems
            #expect(items.count == 1_000_005)
            #expect(Array(items.prefix(5)) == [.header(section: 0), .row(TableIndexPath(row: 0, section: 0)), .row(TableIndexPath(row: 1, section: 0)),
                                               .header(section: 1), .row(TableIndexPath(row: 0, section: 1))])
            #expect(items[1_000_003] == .row(TableIndexPath(row: 999_999, section: 1)))
            #expect(items[1_000_004] == .footer(section: 1))
            #expect(items.index(of: .row(TableIndexPath(row: 500_000, section: 1))) == 500_004)
            #expect(items.index(of: .row(TableIndexPath(row: 1_000_000, section: 1))) == nil)
            #expect(items.index(of: .footer(section: 0)) == nil)
            #expect(items.index(of: .tableHeader) == nil)
            // Titles are 20 points, rows the estimate of 44: row 500,000 of section 1 starts at
            // 20 + 2 × 44 + 20 + 500,000 × 44.
            let top = 22_000_128.0
            #expect(table.contentOffset(ofRow: TableIndexPath(row: 500_000, section: 1)) == top)
            #expect(table.itemIndex(atContentOffset: top) == 500_004)
            #expect(table.itemIndex(atContentOffset: top - 0.5) == 500_003)
            #expect(table.contentHeight == 44_000_148)
            #expect(table.heightIndex.equalRuns?.count == 5)
            table.rowHost = nil
        }

        @Test func rowsReversedReachTheHostAsOneReplacementOfTheirOwnSources() throws {
            let rows = LongRows(count: 100_000)
            let host = RecordingRowHost()
            let table = hostedTable(rows, host: host)
            let old = Array(0..<100_000)
            table.applyRowChanges(RowDifference(from: old, to: old.reversed()), inSection: 1)
            let replacement = try #require(host.replacements.last)
            // Old row 0 keeps its order, now last; every other row moves above it.
            #expect(replacement.position == 4)
            #expect(replacement.removed == 100_000)
            #expect(replacement.added == 100_000)
            #expect(Array(replacement.sources.prefix(3)) == [100_003, 100_002, 100_001])
            #expect(replacement.sources.last == 4)
            #expect(replacement.resets)
            #expect(host.splices.last?.map(\.description) == ["5 -99999 +0", "4 -0 +99999"])
            // Nothing was measured: the heights are still five runs.
            #expect(table.heightIndex.equalRuns?.count == 5)
            #expect(table.tableItems.count == 100_005)
            rows.count = 1
            table.applyRowChanges(RowDifference(from: old.reversed(), to: [-1]), inSection: 1)
            #expect(host.replacements.last?.description == "4 -100000 +[*]")
            #expect(Array(table.tableItems) == [.header(section: 0), .row(TableIndexPath(row: 0, section: 0)), .row(TableIndexPath(row: 1, section: 0)),
                                                .header(section: 1), .row(TableIndexPath(row: 0, section: 1)), .footer(section: 1)])
            #expect(table.contentHeight == 192)
            table.rowHost = nil
        }

        @Test func measuredHeightsMoveWithTheirRows() {
            // Rows of 10, 20, 30 and 40 points, then a difference that reverses them and inserts one.
            var index = RowHeightIndex(runs: [(1, 20), (4, 44)])
            for (row, height) in [10.0, 20, 30, 40].enumerated() { index.setHeight(height, at: 1 + row) }
            #expect(index.equalRuns == nil)
            var items = TableItems()
            items.append(.header(section: 0))
            items.appendRows(4, ofSection: 0)
            let difference = RowDifference(from: [1, 2, 3, 4], to: [4, 3, 9, 2, 1])
            let plan = TableRowSplicePlan(difference: difference, section: 0, items: items, sectionCount: 1)
            let carried = plan.map { index.carried(through: $0, estimate: 44) }
            #expect(carried.map { index in (0..<index.count).map(index.height(at:)) } == [20, 40, 30, 44, 20, 10])
            #expect(carried?.total == 164)
        }

        @Test(arguments: [[(2, 20.0), (3, 44), (0, 44), (1, 20)], [(1, 20.0)], [(4, 0.5), (2, 44)]])
        func runsAndATreeOfTheSameHeightsAgree(runs: [(Int, Double)]) {
            let heights = runs.flatMap { repeatElement($0.1, count: $0.0) }
            var ofRuns = RowHeightIndex(runs: runs.map { (count: $0.0, height: $0.1) })
            var ofTree = RowHeightIndex(heights: heights)
            let agree = { (ofRuns: RowHeightIndex, ofTree: RowHeightIndex) -> Bool in
                let offsets = (0...heights.count + 1).map { Double($0) * 7.25 - 1 }
                return (0...heights.count).map(ofRuns.offset(of:)) == (0...heights.count).map(ofTree.offset(of:))
                    && offsets.map(ofRuns.index(containing:)) == offsets.map(ofTree.index(containing:))
                    && ofRuns.total == ofTree.total && ofRuns.count == ofTree.count
            }
            #expect(agree(ofRuns, ofTree))
            #expect(ofRuns.equalRuns != nil)
            ofRuns.setHeight(13, at: 0)
            ofTree.setHeight(13, at: 0)
            #expect(ofRuns.equalRuns == nil)
            #expect(agree(ofRuns, ofTree))
        }

        @Test func itemsAndSourcesCompareByWhatTheyHold() {
            var built = TableItems()
            built.append(.tableHeader)
            built.appendRows(0, ofSection: 0)
            built.appendRows(2, ofSection: 1)
            let literal: TableItems = [.tableHeader, .row(TableIndexPath(row: 0, section: 1)), .row(TableIndexPath(row: 1, section: 1))]
            #expect(built == literal)
            #expect(built.description == "[BindingsMarkup.TableItem.tableHeader, BindingsMarkup.TableItem.row(1.0), BindingsMarkup.TableItem.row(1.1)]")
            #expect(built.rowRange(ofSection: 0) == 1..<1)
            #expect(built.rowRange(ofSection: 2) == nil)
            #expect(built.settingRowCount(1, ofSection: 0).map { $0 } == [.tableHeader, .row(TableIndexPath(row: 0, section: 0)),
                                                                          .row(TableIndexPath(row: 0, section: 1)), .row(TableIndexPath(row: 1, section: 1))])
            let window = TableItemSources([9, -1, 4, 5], rows: 1..<3, offset: 10)
            let listed: TableItemSources = [nil, 14]
            #expect(window == listed)
            #expect(Set([window, listed]).count == 1)
            #expect(window.description == "[nil, Optional(14)]")
        }
    }
}
