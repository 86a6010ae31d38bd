import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// The todo app a newcomer writes from the articles, driven as its user would drive it, with the
/// whole screen checked after each step.
@MainActor @Suite(.checksLiveObjects) struct TodoAppTests {
    // article-example: begin
    @Test func addingCheckingAndClearingItems() async throws {
        let list = TodoList()
        let controller = TodoListController(viewModel: list)
        let screen = try controller.loadViewIfNeeded()
        let renderer = TextRenderer()
        #expect(renderer.render(screen, width: 320) == """
            [What needs doing?_____________] [ Add ]
            0 items left              [ Clear done ]
            """)

        controller.titleField?.userDidEdit("Buy milk")
        controller.addButton?.userDidTap()
        controller.titleField?.userDidEdit("Walk the dog")
        controller.addButton?.userDidTap()
        #expect(list.items.map(\.title) == ["Buy milk", "Walk the dog"])
        #expect(renderer.render(screen, width: 320) == """
            [What needs doing?_____________] [ Add ]
            2 items left              [ Clear done ]
             (off) Buy milk
             (off) Walk the dog
            """)

        let firstSwitch = controller.tableView?.visibleCells.first?.allViews.compactMap { $0 as? Switch }.first
        firstSwitch?.userDidToggle()
        #expect(list.items[0].done)
        #expect(renderer.render(screen, width: 320) == """
            [What needs doing?_____________] [ Add ]
            1 item left               [ Clear done ]
             (on)  Buy milk
             (off) Walk the dog
            """)

        controller.clearButton?.userDidTap()
        #expect(renderer.render(screen, width: 320) == """
            [What needs doing?_____________] [ Add ]
            1 item left               [ Clear done ]
             (off) Walk the dog
            """)

        // The model may change on any thread; the screen follows on the main actor.
        await Task.detached { list.$items.append(TodoItem(title: "Water the plants")) }.value
        await MainQueue.settle()
        #expect(renderer.render(screen, width: 320) == """
            [What needs doing?_____________] [ Add ]
            2 items left              [ Clear done ]
             (off) Walk the dog
             (off) Water the plants
            """)
    }
    // article-example: end
}
