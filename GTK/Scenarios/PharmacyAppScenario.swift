#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation
import PharmacyCellsKit

/// The pharmacy example as its GTK program runs it, a whole app in a real window: the list in a
/// navigation controller, a row opening its pharmacy's screen, its Call button asking the desktop
/// to open a `tel:` URL (here refused, as where nothing handles it) and an alert saying so,
/// going back, and the bar's Sort button offering the orders in an action sheet.
@MainActor
enum PharmacyAppScenario {
    static func run(_ arguments: [String]) throws {
        Scenario.setAnimations(false)
        let baseline = LiveObjects()
        let opener = Application.shared.urlOpener
        defer { Application.shared.urlOpener = opener }
        var asked: [String] = []
        Application.shared.urlOpener = { url in
            asked.append(url.absoluteString)
            return false
        }
        try app()
        print("asked the desktop to open: \(asked)")
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func app() throws {
        let list = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: try PharmacyData.loadShipped()))
        let navigation = NavigationController(rootViewController: list)
        let window = Window(title: "Pharmacies", controller: navigation, width: 480, height: 720)
        window.present()
        try Scenario.settle(window)
        guard let table = list.tableView else { throw ScenarioError("the list has no table") }
        print("list")
        Scenario.printIndented(window.describeHeaderBar())
        try printRows(of: table, in: window)

        gtk_widget_activate_action_variant(try ScenarioWidgets.listWidget(of: table), "list.activate-item", g_variant_new_uint32(0))
        try Scenario.settle(window)
        guard let detail = navigation.topViewController as? PharmacyDetailController, let call = detail.callButton else {
            throw ScenarioError("the first row opened no pharmacy")
        }
        print("activated the first row")
        Scenario.printIndented(window.describeHeaderBar() + window.describeContent())

        try ScenarioInput.click(try ScenarioWidgets.widget(of: call), in: window) { window.gtkWindows.count == 2 }
        try Scenario.settle(window)
        print("clicked Call")
        Scenario.printIndented(window.describeDialog(window: 1))
        try ScenarioInput.press(["Escape"], in: window, window: 1) { window.gtkWindows.count == 1 }
        try ScenarioInput.press(["alt+Left"], in: window) { navigation.viewControllers.count == 1 }
        try Scenario.settle(window)
        print("Escape, then Alt+Left: \(navigation.topViewController === list ? "the list" : "another screen")")

        try NavigationScenarios.click(headerButton: "By Distance", in: window) { window.gtkWindows.count == 2 }
        print("clicked Sort")
        Scenario.printIndented(window.describeDialog(window: 1))
        let byName = window.dialogWidgets(window: 1).buttons.first { gtk_button_get_label($0.as(GtkButton.self)).map { String(cString: $0) } == "Name" }
        try ScenarioInput.click(try NavigationScenarios.require(byName, "Name button"), in: window, window: 1) { window.gtkWindows.count == 1 }
        try Scenario.settle(window)
        print("chose Name: \(list.viewModel.sortDescription)")
        try printRows(of: table, in: window)
        window.close()
    }

    private static func printRows(of table: TableView, in window: Window) throws {
        for row in try ScenarioWidgets.rows(of: table, in: window).prefix(3) {
            print("  " + row.replacingOccurrences(of: "\n", with: " / "))
        }
    }
}
#endif
