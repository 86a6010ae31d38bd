import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// The todo app a newcomer writes from the articles, driven as its user would drive it, with the
/// whole screen checked after each step; and an observer's values collected from other threads.
///
/// The suite is not `@MainActor`: each test says where it runs, as the Testing article shows it.
@Suite(.checksLiveObjects) struct TodoAppTests {
    // article-example: begin
    @MainActor
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

    // article-example: begin
    final class Heard<Value>: @unchecked Sendable {
        // @unchecked: `values` is only touched under `lock`.
        private let lock = NSLock()
        private var values: [Value] = []

        func append(_ value: Value) {
            lock.withLock { values.append(value) }
        }

        var all: [Value] {
            lock.withLock { values }
        }
    }

    @Test func anObserverHearsEveryAppendFromEveryThread() throws {
        let list = TodoList()
        let heard = Heard<Int>()
        let token = try list.observe("items") { _, change in
            heard.append(change.indexes?.first ?? -1)
        }
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            list.$items.append(TodoItem(title: "Item \(index)"))
        }
        token.invalidate()
        #expect(heard.all.count == 100)
        #expect(heard.all.sorted() == Array(0..<100))
    }
    // article-example: end

    @MainActor
    @Test func aMainActorObserverCollectsIntoAPlainArray() async throws {
        let list = TodoList()
        // article-example: begin
        var inserted: [Int] = []
        let token = try list.observe("items", delivery: .mainActor) { _, change in
            inserted.append(change.indexes?.first ?? -1)
        }
        await Task.detached {
            for index in 0..<3 { list.$items.append(TodoItem(title: "Item \(index)")) }
        }.value
        await MainQueue.settle()
        #expect(inserted == [0, 1, 2])
        // article-example: end
        token.invalidate()
    }
}
