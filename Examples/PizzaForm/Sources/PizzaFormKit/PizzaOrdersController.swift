import Bindings
import BindingsMarkup

/// The Orders tab: the orders sent from the form, from `PizzaOrders.xml`, each row a
/// `PizzaOrderCell.xml` cell bound to it. Its tab's badge counts the orders sent since the tab was
/// last shown.
@MainActor
public final class PizzaOrdersController: TableViewController<OrderHistory> {
    /// The document, named after the screen.
    override public class var documentName: String { "PizzaOrders" }

    /// The Orders screen of `history`.
    public init(history: OrderHistory) {
        super.init(viewModel: history, loader: PizzaFormController.loader)
        title = "Orders"
        tabBarItem = TabBarItem(title: "Orders")
        // The tab shows before the screen's view is ever loaded: its badge is bound here.
        _ = try? tabBarItem.bind("badgeValue", to: self, "viewModel.badge")
    }

    /// Showing the orders marks them seen.
    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewModel.unseen = 0
    }

    /// Every section is the document's.
    override public func tableView(_ tableView: TableView, suppliesRowsInSection section: Int) -> Bool {
        false
    }
}
