import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// The examples of the Threads and Sendable article: a view model changed on other threads, an
/// observer that asks for the main actor, and a command that lets main-actor deliveries run.
@MainActor @Suite(.checksLiveObjects) struct ThreadsTests {
    @Test func anObserverOnTheMainActorUpdatesAView() async throws {
        // article-example: begin
        let list = TodoList()
        let summary = Label()
        let token = try list.observe("items.done", options: .initial, delivery: .mainActor) { list, _ in
            summary.text = list.remainingText
        }
        // article-example: end
        #expect(summary.text == "0 items left")
        // article-example: begin
        await Task.detached {
            list.$items.append(TodoItem(title: "Buy milk"))
            list.$items.append(TodoItem(title: "Walk the dog"))
            list.items[0].done = true
        }.value
        await MainQueue.settle()
        // article-example: end
        #expect(summary.text == "1 item left")
        token.invalidate()
    }

    @Test func aCommandPrintsTheScreenAfterItsModelChangedElsewhere() async throws {
        let printed = try await printedTodoScreen()
        #expect(printed == """
            [What needs doing?_____________] [ Add ]
            1 item left               [ Clear done ]
             (off) Loaded elsewhere
            """)
    }

    // article-example: begin
    func printedTodoScreen() async throws -> String {
        let controller = TodoListController(viewModel: TodoList())
        let screen = try controller.loadViewIfNeeded()
        let list = controller.viewModel
        await Task.detached { list.$items.append(TodoItem(title: "Loaded elsewhere")) }.value
        await MainQueue.settle()
        return TextRenderer().render(screen, width: 320)
    }
    // article-example: end
}
