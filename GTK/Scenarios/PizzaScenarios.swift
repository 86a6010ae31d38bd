#if GTK
@_spi(Testing) import BindingsGTK
@_spi(Backend) import BindingsMarkup
import CGtk
import Foundation
import PizzaFormKit

/// The pizza app in a window: typing into the form's entries, activating rows of its checkmark
/// sections and clicking Submit reach the order, as the user's acts do; the order sent shows in
/// the Orders tab, whose switcher button needs attention until it is clicked.
@MainActor
enum PizzaScenarios {
    static func form(_ arguments: [String]) throws {
        let baseline = LiveObjects()
        try fill()
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func fill() throws {
        let order = PizzaOrder(deliveryTime: Date(timeIntervalSince1970: 1_800_000_000))
        let controller = try PizzaFormController(order: order, timeZone: TimeZone(identifier: "UTC") ?? .current)
        var submitted: [String] = []
        controller.onOrderSent = { submitted.append($0.description) }
        let tabs = PizzaFormApp.tabs(form: controller, history: OrderHistory())
        let window = Window(title: "Pizza Order", controller: tabs, width: 420, height: 1000)
        window.present()
        guard window.settle(), let table = controller.tableView else { throw ScenarioError("the window did not settle") }
        print("loaded")
        printForm(table, in: window)

        // A telephone number too short says so beside its field, in the error style.
        if let phone = controller.phoneTextField, let message = phone.superview?.subviews.last?.presenter as? WidgetPresenter {
            try ScenarioWidgets.type("555", into: phone)
            try Scenario.settle(window)
            print("phone 555: " + message.widgetState)
        }
        for (field, text) in [(controller.nameTextField, "Ada"), (controller.phoneTextField, "5551234")] {
            guard let field else { throw ScenarioError("a field is missing") }
            try ScenarioWidgets.type(text, into: field)
        }
        // The time picker's entry, set and stepped as the user's typing and Up key do; the
        // instructions typed into the text view's buffer.
        guard let picker = controller.deliveryDatePicker, let comments = controller.commentsTextView else {
            throw ScenarioError("the picker or the instructions are missing")
        }
        let time = try timeEntry(of: picker)
        gtk_spin_button_set_value(time.opaque, 18 * 60)
        gtk_spin_button_spin(time.opaque, GTK_SPIN_STEP_FORWARD, 0)
        gtk_spin_button_spin(time.opaque, GTK_SPIN_STEP_FORWARD, 0)
        try typeInstructions(into: comments, in: window)
        guard let size = table.section(withName: "size"), let toppings = table.section(withName: "toppings") else {
            throw ScenarioError("the sections are missing")
        }
        try choose(in: table, of: window, size: size, toppings: toppings, order: order)
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        print("filled: name=\(order.name ?? "nil") phone=\(order.phone ?? "nil") size=\(order.size ?? "nil") toppings=\(order.toppings) "
            + "time=\(Int(order.deliveryTime.timeIntervalSince1970) % 86_400 / 60) minutes instructions=\(order.instructions ?? "nil")")
        printForm(table, in: window)

        guard let button = controller.submitButton else { throw ScenarioError("no Submit button") }
        // Activating a button presses it for a moment, then clicks it: the order is confirmed in a
        // dialog, then the dialog saying it was sent is closed.
        gtk_widget_activate(try ScenarioWidgets.widget(of: button))
        try answer(window, "Confirm your order", clicking: "Place Order")
        try answer(window, "Order sent", clicking: "OK")
        GTK.iterate(timeout: 2) { !submitted.isEmpty }
        print("submitted: \(submitted)")
        try Scenario.settle(window)
        try narrow(window, showing: table)
        Scenario.printIndented(window.describeHeaderBar())
        let switcher = window.switcherButtons()
        guard switcher.count == 2 else { throw ScenarioError("the switcher has \(switcher.count) buttons") }
        try ScenarioInput.click(switcher[1], in: window) { tabs.selectedIndex == 1 }
        try Scenario.settle(window)
        print("clicked Orders")
        Scenario.printIndented(window.describeHeaderBar() + window.describeContent())
        window.close()
    }

    /// Waits for the alert titled `title`, prints it, and clicks its button titled `choice`.
    private static func answer(_ window: Window, _ title: String, clicking choice: String) throws {
        guard GTK.iterate(timeout: 5, until: { window.describeDialog(window: 1).first == "text: " + String(reflecting: title) }) else {
            throw ScenarioError("no alert titled \(title)")
        }
        for line in window.describeDialog(window: 1) { print("  " + line) }
        guard let button = window.dialogWidgets(window: 1).buttons.first(where: {
            gtk_button_get_label($0.as(GtkButton.self)).map { String(cString: $0) } == choice
        }) else { throw ScenarioError("no \(choice) button") }
        gtk_widget_activate(button)
        GTK.iterate(timeout: 2) { window.gtkWindows.count == 1 }
    }

    /// The time picker's entry: its one visible spin button.
    static func timeEntry(of picker: DatePicker) throws -> WidgetPointer {
        var spins: [WidgetPointer] = []
        var child = gtk_widget_get_first_child(try ScenarioWidgets.widget(of: picker))
        while let control = child {
            if gtk_widget_get_visible(control) != 0, typeName(of: control) == "GtkSpinButton" { spins.append(control) }
            child = gtk_widget_get_next_sibling(control)
        }
        guard spins.count == 1, let entry = spins.first else { throw ScenarioError("the time picker shows \(spins.count) spin buttons") }
        return entry
    }

}
#endif
