import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// The examples of the Binding Expressions article: an expression parsed and evaluated by hand,
/// and labels and a field bound in code.
@MainActor @Suite(.checksLiveObjects) struct BindingExpressionsArticleTests {
    /// A result cell's view model, as markup's `content` bindings read it.
    final class ResultCell: KeyValueCoding {
        @Observed var content: [String: Any]? = nil
    }

    /// A search screen's view model.
    final class SearchModel: KeyValueCoding {
        @Observed var searchText = ""
    }

    @Test func anExpressionIsParsedOnceAndEvaluatedOverAModel() throws {
        let model = ResultCell()
        model.content = ["name": "Corner Drug"]
        // article-example: begin
        let expression = try BindingExpression(parsing: "content.name ?? 'Unnamed'")
        let paths = expression.keyPaths                 // ["content.name"]
        let value = expression.evaluate { keyPath in model.value(forKeyPath: keyPath.string) }
        // article-example: end
        #expect(paths == ["content.name"])
        #expect(value as? String == "Corner Drug")
        model.content = [:]
        #expect(expression.evaluate { model.value(forKeyPath: $0.string) } as? String == "Unnamed")
    }

    @Test func labelsAndAFieldAreBoundInCode() throws {
        let (cell, viewModel) = (ResultCell(), SearchModel())
        let (nameLabel, distanceLabel, searchField) = (Label(), Label(), TextField())
        let pharmacies: [[String: Any]] = (0..<4).map { ["name": "Pharmacy \($0)", "distance": 0.25 * Double($0)] }
        // article-example: begin
        try nameLabel.bind("text", to: cell, "content.name")
        try distanceLabel.bind("text", to: cell, "content.distance::number;format=%.2f miles")
        try searchField.bind("text", to: viewModel, "searchText", mode: .twoWay)
        cell.content = pharmacies[3]    // every bound label updates
        // article-example: end
        #expect(nameLabel.text == "Pharmacy 3")
        #expect(distanceLabel.text == "0.75 miles")
        searchField.userDidEdit("wal")
        #expect(viewModel.searchText == "wal")
    }
}
