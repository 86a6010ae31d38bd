import BindingsMarkup
import BindingsTestSupport
import Foundation
@testable import PizzaFormKit
import Testing

/// The pizza form's document linted as the README shows, with the app's loader and against the
/// controller it is built for: it has no problems.
@MainActor @Suite(.checksLiveObjects) struct DocumentLintTests {
    @Test func theFormHasNoProblemsForItsController() throws {
        let controller = try PizzaFormController(order: PizzaOrder(deliveryTime: PizzaFormTests.now), timeZone: PizzaFormTests.utc)
        #expect(MarkupLinter(loader: PizzaFormController.loader).lint(named: "PizzaForm", owner: controller).map(\.description) == [])
    }
}
