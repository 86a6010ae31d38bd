import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// Search settings and their results.
final class SearchModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var results = ["Alpha", "Beta"]
}

/// A table screen: markup's sort section, and a results section it supplies.
final class SearchViewController: TableViewController<SearchModel> {
    override func tableView(_ tableView: TableView, suppliesRowsInSection section: Int) -> Bool {
        tableView.name(forSection: section) == "results"
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.results.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.textLabel.text = viewModel.results[indexPath.row]
        return cell
    }
}

/// MarkupKit's `LMTableViewController`: static sections from the document, dynamic ones from the
/// controller, in one table.
@MainActor @Suite(.checksLiveObjects) struct TableViewControllerTests {
    @Test func staticAndDynamicSectionsShareTheTable() throws {
        let document = """
            <LMTableView>
                <?sectionName sort?>
                <?sectionSelectionMode singleCheckmark?>
                <UITableViewCell textLabel.text="By name" value="name" checked="true"/>
                <UITableViewCell textLabel.text="By date" value="date"/>
                <?sectionBreak?>
                <?sectionName results?>
                <sectionHeader title="Results"/>
            </LMTableView>
            """
        let (loader, folder) = try ViewControllerTests.loader(["SearchViewController.xml": document])
        defer { try? FileManager.default.removeItem(at: folder) }
        let controller = SearchViewController(viewModel: SearchModel(), loader: loader)
        let table = try #require(controller.view as? TableView)
        #expect(controller.tableView === table)
        #expect(table.numberOfSections == 2)
        #expect((0..<2).map { table.numberOfRows(inSection: $0) } == [2, 2])
        table.frame = Rect(x: 0, y: 0, width: 160, height: 140)
        table.layoutIfNeeded()
        #expect(TextRenderer().render(table) == " By name          ✓\n By date\n Results\n Alpha\n Beta\n\n")
        table.userDidSelectRow(at: TableIndexPath(row: 1, section: 0))
        #expect(table.value(forSection: 0) as? String == "date")
    }
}
