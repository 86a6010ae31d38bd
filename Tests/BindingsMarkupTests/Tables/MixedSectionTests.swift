import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// A data source that supplies only the `results` section and leaves the others to markup, as an
/// `LMTableViewController` subclass does.
@MainActor
final class ResultRows: TableViewDataSource {
    var results = ["Alpha", "Beta", "Gamma"]

    func numberOfSections(in tableView: TableView) -> Int {
        3
    }

    func tableView(_ tableView: TableView, suppliesRowsInSection section: Int) -> Bool {
        section == tableView.section(withName: "results")
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "result") ?? TableViewCell()
        cell.textLabel.text = results[indexPath.row]
        return cell
    }
}

extension Tables {
    /// Static sections from markup and dynamic sections from a data source in one table; static
    /// cells inserted and removed; sections found by name.
    @MainActor @Suite struct MixedSectionTests {
        static let source = """
            <LMTableView>
                <?sectionName sort?>
                <?sectionSelectionMode singleCheckmark?>
                <sectionHeader title="Sort"/>
                <UITableViewCell textLabel.text="By name" value="name" checked="true"/>
                <UITableViewCell textLabel.text="By distance" value="distance"/>
                <?sectionBreak?>
                <?sectionName results?>
                <sectionHeader title="Results"/>
                <?sectionBreak?>
                <?sectionName more?>
                <UITableViewCell textLabel.text="Load more" accessoryType="disclosureIndicator"/>
            </LMTableView>
            """

        func load(_ rows: ResultRows) throws -> TableView {
            let table = try #require(try MarkupLoader().template(source: Self.source, file: "Mixed.xml").instantiate(owner: MarkupOwner()) as? TableView)
            table.register(forCellReuseIdentifier: "result") {
                let cell = TableViewCell()
                cell.reuseIdentifier = "result"
                return cell
            }
            table.dataSource = rows
            table.frame = Rect(x: 0, y: 0, width: 160, height: 400)
            table.layoutIfNeeded()
            return table
        }

        @Test func theDataSourceAnswersForItsSectionAndMarkupForTheRest() throws {
            let rows = ResultRows()
            let table = try load(rows)
            #expect((0..<3).map { table.name(forSection: $0) } == ["sort", "results", "more"])
            #expect(table.name(forSection: 3) == nil)
            #expect((0..<3).map(table.isStatic) == [true, false, true])
            #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [2, 3, 1])
            #expect(table.cellForRow(at: TableIndexPath(row: 1, section: 1))?.textLabel.text == "Beta")
            #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 2))?.textLabel.text == "Load more")
            table.userDidSelectRow(at: TableIndexPath(row: 1, section: 0))
            #expect(table.value(forSection: 0) as? String == "distance")
            // 20 rows of 20 points: eight drawn, twelve empty.
            #expect(TextRenderer().render(table).components(separatedBy: "\n") == [
                " Sort", " By name", " By distance      ✓", " Results", " Alpha", " Beta", " Gamma", " Load more        ›",
            ] + Array(repeating: "", count: 12))
            rows.results = ["Delta"]
            table.reloadData()
            table.layoutIfNeeded()
            #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [2, 1, 1])
            #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 2))?.superview === table)
        }

        @Test func staticCellsAreInsertedAndRemoved() throws {
            let table = try #require(try MarkupLoader().template(source: Self.source, file: "Mixed.xml").instantiate(owner: MarkupOwner()) as? TableView)
            let cell = TableViewCell()
            cell.textLabel.text = "By rating"
            cell.value = "rating"
            cell.checked = true
            table.insertCell(cell, forRowAt: TableIndexPath(row: 1, section: 0))
            #expect(table.numberOfRows(inSection: 0) == 3)
            #expect(table.cellForRow(at: TableIndexPath(row: 1, section: 0)) === cell)
            #expect(table.value(forSection: 0) as? String == "rating")
            #expect(cell.superview === table)
            let removed = table.removeCell(forRowAt: TableIndexPath(row: 1, section: 0))
            #expect(removed === cell)
            #expect(cell.superview == nil)
            #expect(table.numberOfRows(inSection: 0) == 2)
            #expect(table.removeCell(forRowAt: TableIndexPath(row: 5, section: 0)) == nil)
            table.insertCell(cell, forRowAt: TableIndexPath(row: 99, section: 2))
            #expect(table.cellForRow(at: TableIndexPath(row: 1, section: 2)) === cell)
            table.insertCell(TableViewCell(), forRowAt: TableIndexPath(row: 0, section: 7))
            #expect(table.numberOfSections == 3)
        }
    }
}
