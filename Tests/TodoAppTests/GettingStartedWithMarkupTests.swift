import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// The examples of the Getting Started with Markup article: the article's `PharmacyCell.xml`
/// loaded for a cell with no setup, and the cell reused for another row.
@MainActor @Suite(.checksLiveObjects) struct GettingStartedWithMarkupTests {
    // article-example: begin
    final class PharmacyCell: TableViewCell {
        @Observed var content: [String: Any]? = nil

        required init() {
            super.init()
            do {
                try MarkupLoader.shared.view(named: "PharmacyCell", owner: self, root: self)
            } catch {
                print(error)    // every problem of the document, in compiler form
            }
        }
    }
    // article-example: end

    @Test func aReusedCellShowsEachRowItIsGiven() throws {
        let tableView = TableView()
        tableView.register(PharmacyCell.self, forCellReuseIdentifier: "pharmacy")
        let rows: [[String: Any]] = [
            ["number": 1, "name": "Corner Drug", "distance": 0.5, "address1": "1 Main Street",
             "city": "Boston", "state": "MA", "zipCode": "02108", "phone": "6175550100"],
            ["number": 2, "name": "Mail Only", "distance": 1.25, "address1": "2 Side Street",
             "city": "Boston", "state": "MA", "zipCode": "02116"],
        ]
        let pictures = [
            " 1. Corner Drug             0.50 miles\n 1 Main Street\n Boston MA 02108\n (617) 555-0100",
            " 2. Mail Only               1.25 miles\n 2 Side Street\n Boston MA 02116",
        ]
        for indexPath in [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0)] {
            // article-example: begin
            let cell = tableView.dequeueReusableCell(withIdentifier: "pharmacy") as? PharmacyCell
            cell?.content = rows[indexPath.row]   // every bound label updates; absent fields show nothing
            // article-example: end
            let picture = try #require(cell.map { TextRenderer().render($0, width: 320) })
            #expect(picture == pictures[indexPath.row])
        }
    }
}
