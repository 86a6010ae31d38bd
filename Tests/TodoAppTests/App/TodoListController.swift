import BindingsMarkup

/// The todo screen: `TodoListController.xml` with the controller as its owner.
// article-example: begin
final class TodoListController: ModelViewController<TodoList> {
    @Observed var titleField: TextField? = nil
    @Observed var addButton: Button? = nil
    @Observed var clearButton: Button? = nil
    @Observed var countLabel: Label? = nil
    @Observed var tableView: TableView? = nil

    override var markupActions: [String: @MainActor (View) -> Void] {
        [
            "addItem": { [weak self] _ in self?.viewModel.addItem() },
            "clearDone": { [weak self] _ in self?.viewModel.clearDone() },
        ]
    }
}
// article-example: end
