import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// An order whose size and toppings a form's checkmark sections edit.
final class CheckmarkOrder: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var size: String? = nil
    @Observed var toppings: [String] = []
}

/// The owner of the checkmark documents.
final class CheckmarkScreen: KeyValueCoding, @unchecked Sendable {
    @Observed var viewModel = CheckmarkOrder()
}

extension Tables {
    /// A checkmark section's value bound both ways to a model key, in markup and in code: the model
    /// checks the rows, and the user's selections write the model, with no copying in between.
    @Suite("Section values bound both ways") @MainActor
    struct SectionValueBindingTests {
        static let document = """
            <LMTableView>
                <?sectionName size?>
                <?sectionSelectionMode singleCheckmark?>
                <?sectionValue $$viewModel.size?>
                <UITableViewCell textLabel.text="Small" value="small"/>
                <UITableViewCell textLabel.text="Large" value="large"/>

                <?sectionBreak?>
                <?sectionSelectionMode multipleCheckmarks?>
                <?sectionValue $$viewModel.toppings?>
                <UITableViewCell textLabel.text="Bacon" value="bacon"/>
                <UITableViewCell textLabel.text="Onion" value="onion"/>
                <UITableViewCell textLabel.text="Olives" value="olives"/>
            </LMTableView>
            """

        static func checked(_ table: TableView) -> [[String]] {
            (0..<table.numberOfSections).map { section in
                (0..<table.numberOfRows(inSection: section)).compactMap { row in
                    let cell = table.cellForRow(at: TableIndexPath(row: row, section: section))
                    return cell?.checked == true ? cell?.textLabel.text : nil
                }
            }
        }

        @Test func theModelChecksTheRowsAndTheUserWritesTheModel() throws {
            let screen = CheckmarkScreen()
            screen.viewModel.size = "large"
            screen.viewModel.toppings = ["olives", "bacon"]
            let table = try #require(try MarkupLoader().template(source: Self.document, file: "Order.xml").instantiate(owner: screen) as? TableView)
            #expect(Self.checked(table) == [["Large"], ["Bacon", "Olives"]])

            table.userDidSelectRow(at: TableIndexPath(row: 0, section: 0))
            table.userDidSelectRow(at: TableIndexPath(row: 1, section: 1))
            table.userDidSelectRow(at: TableIndexPath(row: 0, section: 1))
            #expect(screen.viewModel.size == "small")
            #expect(screen.viewModel.toppings == ["onion", "olives"])
            #expect(Self.checked(table) == [["Small"], ["Onion", "Olives"]])

            screen.viewModel.size = nil
            screen.viewModel.toppings = ["bacon"]
            #expect(Self.checked(table) == [[], ["Bacon"]])
            // A new order replaces the whole model: the checkmarks follow it.
            let next = CheckmarkOrder()
            next.size = "large"
            screen.viewModel = next
            #expect(Self.checked(table) == [["Large"], []])
        }

        @Test func aChangeOnAnotherThreadReachesTheCheckmarksOnTheMainActor() async throws {
            let screen = CheckmarkScreen()
            let table = try #require(try MarkupLoader().template(source: Self.document, file: "Order.xml").instantiate(owner: screen) as? TableView)
            let order = screen.viewModel
            await Task.detached { order.size = "small"; order.toppings = ["onion"] }.value
            await MainQueue.settle()
            #expect(Self.checked(table) == [["Small"], ["Onion"]])
        }

        @Test func inCodeTheTableKeepsTheBinding() throws {
            let order = CheckmarkOrder()
            let table = TableTestSupport.staticTable(["S", "M", "L"], mode: .singleCheckmark, checked: [])
            try table.bindValue(ofSection: 0, to: order, keyPath: "size")
            table.userDidSelectRow(at: TableIndexPath(row: 1, section: 0))
            #expect(order.size == "M")
            #expect(table.boundValue(ofSection: 0)?.value as? String == "M")
            order.size = "L"
            #expect(table.value(forSection: 0) as? String == "L")
            #expect(throws: BindingError.self) { try table.bindValue(ofSection: 0, to: order, keyPath: "sise") }
        }

        @Test(arguments: [
            ("<LMTableView><?sectionValue $viewModel.size?></LMTableView>",
             ["Test.xml:1:14: error: invalid '<?sectionValue?>': expected '$$keyPath', such as '$$viewModel.size'"]),
            ("<LMTableView><?sectionValue $$viewModel.sise?></LMTableView>",
             ["Test.xml:1:14: error: binding reads a key the owner lacks: CheckmarkOrder has no key 'sise'; did you mean 'size'?"]),
            ("<LMColumnView><?sectionValue $$viewModel.size?></LMColumnView>",
             ["Test.xml:1:15: error: '<?sectionValue?>' cannot appear inside 'ColumnView'"]),
        ])
        func badInstructionsAreReportedWhereTheyAre(source: String, messages: [String]) throws {
            #expect(try buildDiagnostics(source, owner: CheckmarkScreen()) == messages)
        }
    }
}
