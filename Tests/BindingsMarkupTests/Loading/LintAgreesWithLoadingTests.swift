import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// Each fixture the tests load for an owner, linted for the same owner with the same loader: the
/// linter says what loading says, here that each builds with no problem.
@MainActor @Suite(.checksLiveObjects) struct LintAgreesWithLoadingTests {
    /// The documents the tests build for a ``MarkupOwner``.
    @Test(arguments: ["PharmacyCell", "PharmacyCellBaseline", "Sizes", "PetsNoValues", "PizzaForm", "SizePicker", "TabBar", "Settings",
                      "Controls", "CustomCell"])
    func aDocumentForAPlainOwner(_ name: String) throws {
        let loader = try fixtureLoader()
        loader.styleSheets = ["Styles"]
        let owner = MarkupOwner()
        #expect(LintAndLoad.diagnostics(of: name, owner: owner, loader: loader) { try loader.view(named: name, owner: owner) } == ([], []))
    }

    @Test func documentsForTheirScreensAndCells() throws {
        let loader = try fixtureLoader()
        let screen = TodoScreen(TodoViewModel(["Milk"]))
        #expect(LintAndLoad.diagnostics(of: "TodoList", owner: screen, loader: loader) { try loader.view(named: "TodoList", owner: screen) } == ([], []))
        let controller = ColorGridController(loader: loader)
        #expect(LintAndLoad.diagnostics(of: "ColorGrid", owner: controller, loader: loader) { try controller.loadViewIfNeeded() } == ([], []))
        // Cells are the owners and the roots of their documents; a `<root>` is of the cell's class.
        let color = ColorCell()
        #expect(LintAndLoad.diagnostics(of: "ColorCell", owner: color, loader: loader) {
            try loader.view(named: "ColorCell", owner: color, root: color)
        } == ([], []))
        let title = CollectionViewContentCell()
        title.content = ["title": "Milk"]
        #expect(LintAndLoad.diagnostics(of: "TitleCell", owner: title, loader: loader) {
            try loader.view(named: "TitleCell", owner: title, root: title)
        } == ([], []))
        let item = ContentCell()
        item.content = TodoItem("Milk")
        #expect(LintAndLoad.diagnostics(of: "TodoItemCell", owner: item, loader: loader) {
            try loader.view(named: "TodoItemCell", owner: item, root: item)
        } == ([], []))
    }

    /// Binding rows checks the cell document against a cell showing the first element: so does
    /// the linter, and loading says so before building.
    @Test func aRowsCellDocumentIsCheckedAgainstTheFirstElement() throws {
        let loader = try fixtureLoader()
        let source = """
            <LMTableView>
                <?sectionRows $viewModel.items TodoItemCellTypo?>
            </LMTableView>
            """
        let expected = ["TodoItemCellTypo.xml:3:21: error: binding reads a key the owner lacks: TodoItem has no key 'titel'; did you mean 'title'?"]
        let screen = TodoScreen(TodoViewModel(["Milk"]))
        #expect(MarkupLinter(loader: loader).lint(source: source, file: "Todo.xml", owner: screen).map(\.description) == expected)
        let error = try #require(throws: MarkupDiagnostics.self) { try loader.template(source: source, file: "Todo.xml").instantiate(owner: screen) }
        #expect(error.diagnostics.map(\.description) == expected)
        // With no element yet there is nothing to check the cell against, then or now.
        let empty = TodoScreen(TodoViewModel([]))
        #expect(MarkupLinter(loader: loader).lint(source: source, file: "Todo.xml", owner: empty).map(\.description) == [])
        #expect(try loader.template(source: source, file: "Todo.xml").instantiate(owner: empty) is TableView)
    }
}
