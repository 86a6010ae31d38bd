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

    /// The count of items left is computed: a field bound both ways to it could never write an
    /// edit back, which the linter and loading both say before the screen is built.
    @Test func aTwoWayBindingToTheComputedCountIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <LMColumnView>
                <UITextField id="titleField" text="$$viewModel.remainingText"/>
            </LMColumnView>
            """.write(to: folder.appendingPathComponent("TodoListController.xml"), atomically: true, encoding: .utf8)
        let loader = MarkupLoader(searchDirectories: [folder])
        let controller = TodoListController(viewModel: TodoList(), loader: loader)
        let expected = [
            "TodoListController.xml:2:40: error: two-way binding writes a key the owner cannot set: key 'remainingText' of TodoList is read-only",
        ]
        #expect(MarkupLinter(loader: loader).lint(named: "TodoListController", owner: controller).map(\.description) == expected)
        let error = try #require(throws: MarkupDiagnostics.self) { try controller.loadViewIfNeeded() }
        #expect(error.diagnostics.map(\.description) == expected)
        #expect(controller.titleField == nil)
    }
}
