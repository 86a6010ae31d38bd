import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// The examples of the Tables article: a data source beside markup's static section, and a section
/// bound to an array in code.
@MainActor @Suite(.checksLiveObjects) struct TablesTests {
    static func list(_ titles: [String], done: Set<Int> = []) -> TodoList {
        let list = TodoList()
        for (index, title) in titles.enumerated() {
            let item = TodoItem(title: title)
            item.done = done.contains(index)
            list.$items.append(item)
        }
        return list
    }

    @Test func aSectionFollowsAnArrayBoundInCode() throws {
        let list = Self.list(["Buy milk"])
        // article-example: begin
        let tableView = TableView()
        try tableView.bindRows(inSection: 0, to: list, keyPath: "items", cellDocument: "TodoItemCell")
        // article-example: end
        #expect(TextRenderer().render(tableView, width: 240) == " (off) Buy milk")
        // article-example: begin
        list.$items.insert(TodoItem(title: "Walk the dog"), at: 0)
        list.items[1].done = true
        // article-example: end
        #expect(TextRenderer().render(tableView, width: 240) == " (off) Walk the dog\n (on)  Buy milk")
        #expect(tableView.cellsCreated == 2)
    }

    @Test func aFilteredArrayChangesOnlyTheRowsThatDiffer() throws {
        let list = Self.list(["Buy milk", "Walk the dog", "Call mum"])
        let tableView = TableView()
        try tableView.bindRows(inSection: 0, to: list, keyPath: "items", cellDocument: "TodoItemCell")
        #expect(TextRenderer().render(tableView, width: 240) == " (off) Buy milk\n (off) Walk the dog\n (off) Call mum")
        let cells = tableView.visibleCells.map(ObjectIdentifier.init)
        // article-example: begin
        list.items = list.items.filter { $0.title.contains("m") }
        // article-example: end
        #expect(TextRenderer().render(tableView, width: 240) == " (off) Buy milk\n (off) Call mum")
        #expect(tableView.visibleCells.map(ObjectIdentifier.init) == [cells[0], cells[2]])
        // article-example: begin
        let old = ["milk", "dog", "mum"], new = ["mum", "milk"]
        let difference = RowDifference(from: old, to: new)
        // difference.removals == [1], difference.moves == [2→0]
        // article-example: end
        #expect(difference.removals == [1] && difference.insertions == [] && difference.moves == [RowDifference.Move(from: 2, to: 0)])
    }

    // article-example: begin
    final class DoneItemsController: TableViewController<TodoList> {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView?.register(TableViewCell.self, forCellReuseIdentifier: "done")
        }

        override func tableView(_ tableView: TableView, suppliesRowsInSection section: Int) -> Bool {
            section == 1
        }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            viewModel.items.filter(\.done).count
        }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "done") ?? TableViewCell()
            cell.textLabel.text = viewModel.items.filter(\.done)[indexPath.row].title
            return cell
        }
    }
    // article-example: end

    @Test func aDataSourceFillsTheSectionMarkupLeavesToIt() throws {
        let list = Self.list(["Buy milk", "Walk the dog", "Call mum"], done: [0, 2])
        let controller = DoneItemsController(viewModel: list)
        #expect(TextRenderer().render(controller.view, width: 240) == """
             Show
             Everything
             Done
             Buy milk
             Call mum
            """)
        // article-example: begin
        list.items[1].done = true
        controller.tableView?.reloadData()
        // article-example: end
        #expect(TextRenderer().render(controller.view, width: 240) == """
             Show
             Everything
             Done
             Buy milk
             Walk the dog
             Call mum
            """)
    }

}
