import BindingsMarkup
import Testing

extension Tables {
    @Suite("Table sections") @MainActor
    struct TableSectionTests {
        @Test func sectionZeroExistsAndBreaksAddSections() {
            let table = TableView()
            #expect(table.numberOfSections == 1)
            table.setName("sizes", forSection: 0)
            let colors = table.appendSection(name: "colors")
            table.appendSection()
            table.setName("extras", forSection: 2)
            #expect(colors == 1 && table.numberOfSections == 3)
            #expect([table.section(withName: "sizes"), table.section(withName: "colors"), table.section(withName: "extras"),
                     table.section(withName: "nope")] == [0, 1, 2, nil])
            table.setName("ignored", forSection: 5)
            #expect(table.numberOfSections == 3)
            #expect(table.section(withName: "ignored") == nil)
        }

        @Test func staticCellsGoToTheLastSection() {
            let table = TableView()
            table.appendStaticCell(TableViewCell())
            table.appendSection()
            table.appendStaticCell(TableViewCell())
            table.appendStaticCell(TableViewCell())
            table.appendCell(TableViewCell(), toSection: 9)
            // The cell for a section that does not exist is dropped: no section is made for it.
            #expect(table.numberOfSections == 2)
            #expect([table.numberOfRows(inSection: 0), table.numberOfRows(inSection: 1), table.numberOfRows(inSection: 9)] == [1, 2, 0])
            #expect(table.subviews.count == 3)
        }

        /// Titles take 20 points, header views and rows their fitting heights; all placed top to bottom.
        @Test func staticLayoutWithHeadersAndFooters() throws {
            let table = TableTestSupport.staticTable(["Small", "Medium"])
            table.setHeader(title: "Size", view: nil, forSection: 0)
            table.setFooter(title: "Pick one", view: nil, forSection: 0)
            table.appendSection(name: "color")
            let banner = Label()
            banner.text = "Colors"
            table.setHeader(title: nil, view: banner, forSection: 1)
            let cell = TableViewCell()
            cell.textLabel.text = "Red"
            cell.detailTextLabel.text = "#FF0000"
            table.appendStaticCell(cell)
            table.frame = Rect(x: 0, y: 0, width: 320, height: 300)
            table.layoutIfNeeded()
            #expect(table.subviews.filter { !($0 is TableViewCell) }.map(\.frame).sorted { $0.y < $1.y } == [
                Rect(x: 8, y: 0, width: 296, height: 20), Rect(x: 8, y: 60, width: 296, height: 20),
                Rect(x: 0, y: 80, width: 320, height: 20),
            ])
            #expect(table.visibleCells.map(\.frame) == [
                Rect(x: 0, y: 20, width: 320, height: 20), Rect(x: 0, y: 40, width: 320, height: 20),
                Rect(x: 0, y: 100, width: 320, height: 37.5),
            ])
            #expect(table.contentHeight == 137.5)
            #expect(table.visibleRows == [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0),
                                          TableIndexPath(row: 0, section: 1)])
        }

        @Test func aDataSourceProvidesHeaderTitles() {
            let source = NumberedRows(count: 2)
            source.sections = 2
            source.headers = [1: "More"]
            let table = source.makeTable(height: 500)
            #expect(table.visibleRows.map(\.description) == ["0.0", "0.1", "1.0", "1.1"])
            #expect(table.contentHeight == 40 * 4 + 20)
            let titles = table.subviews.compactMap { $0 as? Label }.map(\.text)
            #expect(titles == ["More"])
        }

        @Test func aDataSourceReplacesStaticCells() {
            let table = TableTestSupport.staticTable(["S", "M"])
            #expect(table.subviews.count == 2)
            let source = NumberedRows(count: 1)
            table.dataSource = source
            table.register(NumberedCell.self, forCellReuseIdentifier: "row")
            table.frame = Rect(x: 0, y: 0, width: 320, height: 100)
            table.layoutIfNeeded()
            #expect(table.visibleCells.map(\.textLabel.text) == ["Row 0"])
            #expect(table.subviews.count == 1)
        }
    }
}
