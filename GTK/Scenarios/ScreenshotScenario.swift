#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation
import PharmacyCellsKit
import PizzaFormKit

/// The README's pictures, drawn by GTK from the examples driven as a user drives them: the pharmacy
/// list, a pharmacy's screen after its row is activated, the pizza form filled in, and the dialog
/// Submit opens to confirm the order. `gtk-scenarios screenshots DIR` writes them to DIR.
@MainActor
enum ScreenshotScenario {
    static func run(_ arguments: [String]) throws {
        guard let folder = arguments.first else { throw ScenarioError("screenshots needs a folder") }
        Scenario.setAnimations(false)
        try pharmacy(in: folder)
        try pizza(in: folder)
    }

    private static func pharmacy(in folder: String) throws {
        let list = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: try PharmacyData.loadShipped()))
        let window = Window(title: "Pharmacies", controller: NavigationController(rootViewController: list), width: 480, height: 720)
        // As PharmacyCellsGTK shows it: the terminal's key legend hidden.
        list.keysLabel?.isHidden = true
        window.present()
        try Scenario.settle(window)
        try write(window, "PharmacyCells.png", in: folder)
        guard let table = list.tableView else { throw ScenarioError("the list has no table") }
        gtk_widget_activate_action_variant(try ScenarioWidgets.listWidget(of: table), "list.activate-item", g_variant_new_uint32(2))
        try Scenario.settle(window)
        try write(window, "PharmacyDetail.png", in: folder)
        window.close()
    }

    private static func pizza(in folder: String) throws {
        let order = PizzaOrder(deliveryTime: PizzaFormApp.nextQuarterHour(after: Date(timeIntervalSince1970: 1_795_542_600)))
        let controller = try PizzaFormController(order: order, timeZone: TimeZone(identifier: "UTC") ?? .current)
        let window = Window(title: "Pizza Order", controller: PizzaFormApp.tabs(form: controller, history: OrderHistory()), width: 420, height: 760)
        window.present()
        try Scenario.settle(window)
        for (field, text) in [(controller.nameTextField, "Ada Lovelace"), (controller.phoneTextField, "5551234")] {
            guard let field else { throw ScenarioError("a field is missing") }
            try ScenarioWidgets.type(text, into: field)
        }
        order.size = "medium"
        order.toppings = ["bacon", "cheese"]
        try Scenario.settle(window)
        try write(window, "PizzaForm.png", in: folder)
        controller.submitButton?.userDidTap()
        guard GTK.iterate(timeout: 10, until: { window.gtkWindows.count == 2 }) else { throw ScenarioError("Submit opened no dialog") }
        GTK.iterate(for: 0.5)
        guard window.writePNG(ofWindow: 1, to: folder + "/PizzaConfirm.png") else { throw ScenarioError("cannot draw the dialog") }
        print("wrote PizzaConfirm.png")
        window.close()
    }

    private static func write(_ window: Window, _ name: String, in folder: String) throws {
        guard window.writePNG(to: folder + "/" + name) else { throw ScenarioError("cannot draw \(name)") }
        print("wrote \(name)")
    }
}
#endif
