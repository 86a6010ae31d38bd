#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk

/// A navigation stack in a real window: a list screen from markup whose activated row pushes a
/// detail screen, the header bar showing each screen's title, bar buttons and back button, and
/// going back by the back button, by Alt+Left and by Escape typed on the keyboard; the list keeps
/// its scroll position and its field's text under the detail.
@MainActor
enum NavigationScenarios {
    static func run(_ arguments: [String]) throws {
        Scenario.setAnimations(false)
        let baseline = LiveObjects()
        try stack()
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func stack() throws {
        let list = FruitListController()
        let navigation = NavigationController(rootViewController: list)
        let window = Window(title: "Fruits app", controller: navigation, width: 560, height: 320)
        // The window's own button sits after the screens' leading items; its key handler hears
        // the keys no widget used before the window goes back with them.
        var helped = 0, keys: [String] = []
        window.addTitleBarButton("Help") { helped += 1 }
        window.onKeyPress { key in
            keys.append(key)
            return false
        }
        window.present()
        try Scenario.settle(window)
        guard let table = list.tableView, let filter = list.filterField else { throw ScenarioError("the list has no table or field") }
        print("window: " + window.describeToplevel(window: 0))
        print("list, pages \(pages(of: navigation, in: window))")
        Scenario.printIndented(window.describeHeaderBar())
        try printList(table, filter, in: window)

        // The user filters, scrolls and clicks Add, then activates Cherry's row.
        try ScenarioWidgets.type("an", into: filter)
        _ = try ScenarioWidgets.scroll(table, to: 180, in: window)
        try click(headerButton: "Add", in: window) { list.added == 1 }
        print("typed, scrolled, clicked Add: added \(list.added)")
        try printList(table, filter, in: window)
        let detail = try activate(row: 5, of: table, in: window, navigation)
        print("activated row 5: \(detail.fruit), pages \(pages(of: navigation, in: window))")
        Scenario.printIndented(window.describeHeaderBar())
        Scenario.printIndented(window.describeContent())

        // The bar follows the screen: a note enables Save, a new fruit retitles it; its buttons act.
        guard let note = detail.noteField else { throw ScenarioError("the detail has no note field") }
        try ScenarioWidgets.type("ripe", into: note)
        detail.fruit = "Sour cherry"
        try Scenario.settle(window)
        for name in ["Save", "Trash", "Edit"] { try click(headerButton: name, in: window) { detail.actions.last == name.lowercased() } }
        print("noted, retitled, clicked Save, Trash and Edit: \(detail.actions)")
        Scenario.printIndented(window.describeHeaderBar())
        // A change only the kit's layout sees reaches the page's host: the screen's view is its root.
        (detail.view as? ColumnView)?.spacing = 40
        try Scenario.settle(window)
        print("spacing 40:")
        Scenario.printIndented(window.describeContent(frames: true))
        // An image that names an icon of the theme is an icon; one that does not leaves the title.
        detail.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Star", image: "starred-symbolic"), BarButtonItem(title: "Map", image: "no-such-icon")]
        try click(headerButton: "Help", in: window) { helped == 1 }
        print("new right items, clicked Help: helped \(helped)")
        Scenario.printIndented(window.describeHeaderBar())

        try ScenarioInput.click(try require(window.backButton(), "back button"), in: window) { navigation.viewControllers.count == 1 }
        try Scenario.settle(window)
        print("back button: \(top(of: navigation)), pages \(pages(of: navigation, in: window))")
        Scenario.printIndented(window.describeHeaderBar())
        try printList(table, filter, in: window)

        _ = try activate(row: 10, of: table, in: window, navigation)
        try ScenarioInput.press(["alt+Left"], in: window) { navigation.viewControllers.count == 1 }
        try Scenario.settle(window)
        print("pushed Fig, Alt+Left: \(top(of: navigation)), pages \(pages(of: navigation, in: window))")
        try printList(table, filter, in: window)

        // Escape in the focused search bar is the search bar's: the detail stays. Elsewhere it goes back.
        let fig = try activate(row: 10, of: table, in: window, navigation)
        guard let search = fig.searchBar else { throw ScenarioError("the detail has no search bar") }
        window.focus(search)
        try ScenarioInput.press(["Escape"], in: window)
        print("pushed Fig, Escape in the search bar: \(top(of: navigation))")
        if let gtkWindow = window.gtkWindow { gtk_window_set_focus(gtkWindow.as(GtkWindow.self), nil) }
        try ScenarioInput.press(["Escape"], in: window) { navigation.viewControllers.count == 1 }
        try Scenario.settle(window)
        print("Escape elsewhere: \(top(of: navigation)), pages \(pages(of: navigation, in: window))")
        try ScenarioInput.press(["Escape", "alt+Left"], in: window)
        print("Escape and Alt+Left at the root: \(top(of: navigation))")
        print("keys the window's handler heard: \(keys.joined(separator: " "))")

        // A screen that hides the back button has none; a new stack shows its top; popping to the
        // root drops every page above it.
        let kiwi = try activate(row: 14, of: table, in: window, navigation)
        kiwi.navigationItem.hidesBackButton = true
        print("pushed Kiwi, back button hidden")
        Scenario.printIndented(window.describeHeaderBar())
        navigation.setViewControllers([list, FruitDetailController(fruit: "Lemon"), FruitDetailController(fruit: "Lime")], animated: false)
        try Scenario.settle(window)
        // Lemon's screen is not loaded until it shows: its title, from its document, is not known yet.
        print("new stack: \(top(of: navigation)), pages \(pages(of: navigation, in: window))")
        Scenario.printIndented(window.describeHeaderBar())
        navigation.popToRootViewController(animated: true)
        try Scenario.settle(window)
        print("popped to the root: \(top(of: navigation)), pages \(pages(of: navigation, in: window))")
        Scenario.printIndented(window.describeHeaderBar())
        window.close()
    }

    /// Activates row `row` of the list, as a click or Enter on it does, and returns the detail pushed.
    private static func activate(row: Int, of table: TableView, in window: Window, _ navigation: NavigationController) throws
        -> FruitDetailController {
        gtk_widget_activate_action_variant(try ScenarioWidgets.listWidget(of: table), "list.activate-item", g_variant_new_uint32(guint32(row)))
        try Scenario.settle(window)
        guard let detail = navigation.topViewController as? FruitDetailController else { throw ScenarioError("row \(row) pushed nothing") }
        return detail
    }

    /// Clicks the header bar's button labelled or titled (as its tooltip) `name`, then handles
    /// events until `condition` holds.
    static func click(headerButton name: String, in window: Window, window index: Int = 0, until condition: () -> Bool) throws {
        let button = window.headerBarButtons(window: index).first { button in
            let label = gtk_button_get_label(button.as(GtkButton.self)).map { String(cString: $0) }
            let tooltip = gtk_widget_get_tooltip_text(button).map { String(cString: $0) }
            return label == name || tooltip == name
        }
        try ScenarioInput.click(try require(button, "\(name) button"), in: window, window: index, until: condition)
        try Scenario.settle(window)
    }

    /// The list's filter text, scroll offset and first rows shown.
    private static func printList(_ table: TableView, _ filter: TextField, in window: Window) throws {
        let offset = gtk_adjustment_get_value(try ScenarioWidgets.adjustment(of: table))
        let rows = try ScenarioWidgets.rows(of: table, in: window).prefix(3)
        print("  filter \(String(reflecting: filter.text ?? "")) in the entry \(String(reflecting: ScenarioWidgets.text(of: try ScenarioWidgets.widget(of: filter)))), "
            + "offset \(Int(offset)), rows \(rows.joined(separator: ", "))")
    }

    /// The pages of the navigation controller's stack.
    static func pages(of container: ViewController, in window: Window) -> Int {
        guard let stack = window.stackWidget(of: container) else { return 0 }
        var count = 0
        var child = gtk_widget_get_first_child(stack)
        while let page = child {
            count += 1
            child = gtk_widget_get_next_sibling(page)
        }
        return count
    }

    /// The title of the screen on top of `navigation`.
    static func top(of navigation: NavigationController) -> String {
        navigation.topViewController?.navigationItem.displayedTitle ?? "none"
    }

    static func require<Value>(_ value: Value?, _ what: String) throws -> Value {
        guard let value else { throw ScenarioError("no \(what)") }
        return value
    }
}
#endif
