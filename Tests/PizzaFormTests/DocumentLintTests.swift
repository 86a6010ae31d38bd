import BindingsMarkup
import BindingsTestSupport
import Foundation
@testable import PizzaFormKit
import Testing

/// The pizza form's documents linted as the README shows, with the app's loader and against the
/// owners they are built for: they have no problems, and loading them for those owners agrees.
@MainActor @Suite(.checksLiveObjects) struct DocumentLintTests {
    @Test func theFormHasNoProblemsForItsController() throws {
        let controller = try PizzaFormController(order: PizzaOrder(deliveryTime: PizzaFormTests.now), timeZone: PizzaFormTests.utc)
        #expect(MarkupLinter(loader: PizzaFormController.loader).lint(named: "PizzaForm", owner: controller).map(\.description) == [])
    }

    @Test func everyDocumentLintsAsItLoadsForItsOwner() throws {
        let loader = PizzaFormController.loader
        let form = try PizzaFormController(order: PizzaOrder(deliveryTime: PizzaFormTests.now), timeZone: PizzaFormTests.utc)
        #expect(LintAndLoad.diagnostics(of: "PizzaForm", owner: form, loader: loader) { try form.loadViewIfNeeded() } == ([], []))
        let history = OrderHistory()
        history.orders = [["number": 1, "summary": "Large, Cheese", "status": "Sent"]]
        let orders = PizzaOrdersController(history: history)
        #expect(LintAndLoad.diagnostics(of: "PizzaOrders", owner: orders, loader: loader) { try orders.loadViewIfNeeded() } == ([], []))
        // A row's cell is the owner of its document and its root, as the orders table makes it.
        let cell = ContentCell()
        cell.content = history.orders[0]
        #expect(LintAndLoad.diagnostics(of: "PizzaOrderCell", owner: cell, loader: loader) {
            try loader.view(named: "PizzaOrderCell", owner: cell, root: cell)
        } == ([], []))
    }
}
