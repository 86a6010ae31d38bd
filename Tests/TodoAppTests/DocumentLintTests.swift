import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// The todo app's documents linted where the app finds them: a controller's document, named after
/// its class, in the resources of the controller's module, with no setup; the linter and loading
/// for the same owner agree.
@MainActor @Suite(.checksLiveObjects) struct DocumentLintTests {
    @Test func aControllersDocumentIsFoundInItsModule() throws {
        let controller = TodoListController(viewModel: TablesTests.list(["Buy milk"]))
        #expect(MarkupLinter().lint(named: "TodoListController", owner: controller).map(\.description) == [])
        #expect(MarkupLinter(loader: .shared).lint(named: "TodoListController", owner: controller).map(\.description) == [])
        try controller.loadViewIfNeeded()
        let done = TablesTests.DoneItemsController(viewModel: TablesTests.list(["Buy milk"], done: [0]))
        #expect(MarkupLinter().lint(named: "DoneItemsController", owner: done).map(\.description) == [])
        try done.loadViewIfNeeded()
    }

    /// A row's cell, owned by the cell the table makes for an item.
    @Test func aCellDocumentLintsAsItLoadsForItsCell() throws {
        let loader = MarkupLoader(bundles: [Bundle.module])
        let cell = ContentCell()
        cell.content = TodoItem(title: "Buy milk")
        #expect(MarkupLinter(loader: loader).lint(named: "TodoItemCell", owner: cell).map(\.description) == [])
        #expect(try loader.view(named: "TodoItemCell", owner: cell, root: cell) === cell)
    }
}
