#if GTK
@_spi(Testing) import BindingsGTK
@_spi(Backend) import BindingsMarkup
import CGtk
import Foundation
import PharmacyCellsKit

/// The pharmacy list as a GNOME user drives it with real keys, set up as `PharmacyCellsGTK` sets
/// it up: where the focus is, which row is selected and where the list scrolled after each key;
/// typing anywhere searching, Escape returning to the list, Tab and Shift+Tab; the sort shortcut
/// and the Sort button's title; the status message of no results; the rows' icons, separators and
/// style classes; the Keyboard Shortcuts window.
@MainActor
enum PharmacyKeysScenario {
    static func run(_ arguments: [String]) throws {
        Scenario.setAnimations(false)
        let baseline = LiveObjects()
        try app()
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    /// The header's count as the window's label shows it for the shipped rows repeated to
    /// `arguments[0]` rows, grouped by thousands.
    static func count(_ arguments: [String]) throws {
        guard let count = arguments.first.flatMap(Int.init) else { throw ScenarioError("pharmacy-count needs a row count") }
        let shipped = try PharmacyData.loadShipped()
        let rows = (0..<count).map { shipped[$0 % shipped.count] }
        let list = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: rows))
        let window = Window(title: "Pharmacies", controller: NavigationController(rootViewController: list), width: 480, height: 720)
        window.present()
        try Scenario.settle(window)
        Scenario.printIndented(window.describeWidgets(frames: false).filter { $0.contains(" pharmac") })
        window.close()
    }

    private static func app() throws {
        let list = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: try PharmacyData.loadShipped()))
        let navigation = NavigationController(rootViewController: list)
        let window = Window(title: "Pharmacies", controller: navigation, width: 480, height: 720)
        // As PharmacyCellsGTK configures its window.
        list.keysLabel?.isHidden = true
        for (index, order) in SortOrder.allCases.enumerated() {
            try window.addShortcut("Sort by \(order.title)", accelerator: "<Control>\(index + 1)", group: "Pharmacies") { [weak list] in
                list?.sort(by: order)
                return list != nil
            }
        }
        window.present()
        try Scenario.settle(window)
        guard let table = list.tableView, let search = list.searchField else { throw ScenarioError("the list has no table or search bar") }
        let state = State(window: window, table: table, search: search, list: list)
        print("opened: \(try state.line())")

        print("  list: \(try state.listStyle())")
        print("  first row's pictures: \(try state.firstRowPictures())")
        print("  header bar: \(window.describeHeaderBar().joined(separator: ", "))")

        for key in ["Down", "Down", "End", "Home", "Page_Down", "Page_Down"] {
            let before = try state.selected()
            try ScenarioInput.press([key], in: window) { (try? state.selected()) != before }
            try Scenario.settle(window)
            print("\(key): \(try state.line())")
        }
        try ScenarioInput.press(["Return"], in: window) { navigation.viewControllers.count == 2 }
        try Scenario.settle(window)
        print("Return: opened \(window.describeHeaderBar().first ?? "")")
        try ScenarioInput.press(["alt+Left"], in: window) { navigation.viewControllers.count == 1 }
        try Scenario.settle(window)
        print("alt+Left: \(try state.line())")
        // Clicks the middle of the list, then goes back.
        let clickAndGoBack = { (step: String) in
            try ScenarioInput.click(try ScenarioWidgets.listWidget(of: table), in: window) { navigation.viewControllers.count == 2 }
            try Scenario.settle(window)
            print("\(step): opened \(window.describeHeaderBar().first ?? "")")
            try ScenarioInput.press(["alt+Left"], in: window) { navigation.viewControllers.count == 1 }
            try Scenario.settle(window)
            print("alt+Left: \(try state.line())")
        }
        try clickAndGoBack("clicked the middle of the list")


        try ScenarioInput.type("wal", in: window) { list.viewModel.searchText == "wal" }
        try Scenario.settle(window)
        print("typed wal: \(try state.line())")
        try ScenarioInput.press(["Escape"], in: window) { list.viewModel.searchText.isEmpty }
        try Scenario.settle(window)
        print("Escape: \(try state.line())")
        for key in ["Tab", "Tab", "Tab", "shift+Tab", "shift+Tab", "shift+Tab"] {
            try ScenarioInput.press([key], in: window)
            print("\(key): focus \(try state.focus())")
        }

        try ScenarioInput.type("cvs", in: window) { list.viewModel.searchText == "cvs" }
        try ScenarioInput.press(["Tab"], in: window)
        try Scenario.settle(window)
        print("typed cvs, Tab: \(try state.line())")
        try ScenarioInput.press(["Escape"], in: window) { list.viewModel.searchText.isEmpty }
        try Scenario.settle(window)
        print("Escape in the list: \(try state.line())")

        try ScenarioInput.press(["ctrl+2"], in: window) { list.viewModel.sortOrder == .name }
        try Scenario.settle(window)
        print("ctrl+2: \(try state.line())")
        print("  header bar: \(window.describeHeaderBar().joined(separator: ", "))")
        try ScenarioInput.press(["End"], in: window) { (try? state.offset()) ?? 0 > 0 }
        try ScenarioInput.press(["ctrl+1"], in: window) { list.viewModel.sortOrder == .distance }
        try Scenario.settle(window)
        print("End, ctrl+1: \(try state.line())")
        print("  header bar: \(window.describeHeaderBar().joined(separator: ", "))")
        // The pointer has not moved since the last click: the row now under it opens all the same.
        try clickAndGoBack("clicked the middle of the list again")

        try ScenarioInput.type("zzz", in: window) { list.viewModel.searchText == "zzz" }
        try Scenario.settle(window)
        print("typed zzz: \(try state.line())")
        print("  status: \(state.status())")
        try ScenarioInput.press(["Escape"], in: window) { list.viewModel.searchText.isEmpty }
        try Scenario.settle(window)
        print("Escape: \(try state.line())")
        print("  status: \(state.status())")

        try ScenarioInput.press(["ctrl+question"], in: window) { window.shortcutsWindow.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        print("ctrl+?:")
        Scenario.printIndented(window.describeShortcutsWindow())
        window.close()
    }

    /// What the window shows of the list.
    @MainActor
    private struct State {
        let window: Window
        let table: TableView
        let search: SearchBar
        let list: PharmacyListController

        /// The header's count, the search text, the focus, the selected row, the scroll offset and
        /// the first row shown.
        func line() throws -> String {
            let selected = try selected().map(String.init) ?? "none"
            let first = try ScenarioWidgets.rows(of: table, in: window).first.map { String($0.prefix(while: { $0 != "|" })) } ?? "none"
            return "\(list.viewModel.title), search \(String(reflecting: ScenarioWidgets.text(of: try ScenarioWidgets.widget(of: search)))), "
                + "focus \(try focus()), selected \(selected), offset \(Int(try offset())), first row \(first.trimmingCharacters(in: .whitespaces))"
        }

        func offset() throws -> Double {
            gtk_adjustment_get_value(try ScenarioWidgets.adjustment(of: table))
        }

        /// The position of the list's selected row, or `nil`.
        func selected() throws -> Int? {
            let listWidget = try ScenarioWidgets.listWidget(of: table)
            guard let model = gtk_list_view_get_model(listWidget.opaque) else { return nil }
            let position = gtk_single_selection_get_selected(model)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }

        /// The widget with the keyboard focus: the search field, the list, or a header bar button.
        func focus() throws -> String {
            guard let gtkWindow = window.gtkWindow, let focus = gtk_root_get_focus(OpaquePointer(gtkWindow)) else { return "nothing" }
            let searchWidget = try ScenarioWidgets.widget(of: search), listWidget = try ScenarioWidgets.listWidget(of: table)
            if focus == searchWidget || gtk_widget_is_ancestor(focus, searchWidget) != 0 { return "the search field" }
            if focus == listWidget || gtk_widget_is_ancestor(focus, listWidget) != 0 { return "the list" }
            if let button = window.headerBarButtons().first(where: { $0 == focus || gtk_widget_is_ancestor(focus, $0) != 0 }) {
                let label = gtk_button_get_label(button.as(GtkButton.self)).map { String(cString: $0) } ?? "?"
                return "the header bar's \(String(reflecting: label)) button"
            }
            return typeName(of: focus)
        }

        /// The list's separators and style classes.
        func listStyle() throws -> String {
            let listWidget = try ScenarioWidgets.listWidget(of: table)
            return "\(typeName(of: listWidget)) separators \(gtk_list_view_get_show_separators(listWidget.opaque) != 0), classes \(classes(of: listWidget))"
        }

        /// The pictures of the first row shown.
        func firstRowPictures() throws -> [String] {
            (window.rowDescriptions(of: table).first ?? []).filter { $0.hasPrefix("GtkPicture") }
        }

        /// The empty list's status message: its labels drawn, or `hidden`.
        func status() -> String {
            guard let background = table.backgroundView else { return "none" }
            let labels = Self.labels(in: background).compactMap { label -> String? in
                guard let widget = (label.presenter as? WidgetPresenter)?.widget, gtk_widget_is_drawable(widget) != 0 else { return nil }
                return String(reflecting: gtk_label_get_text(widget.opaque).map { String(cString: $0) } ?? "")
            }
            return labels.isEmpty ? "hidden" : labels.joined(separator: " / ")
        }

        private static func labels(in view: View) -> [Label] {
            ((view as? Label).map { [$0] } ?? []) + view.subviews.flatMap(labels)
        }

        private func classes(of widget: WidgetPointer) -> [String] {
            guard let list = gtk_widget_get_css_classes(widget) else { return [] }
            defer { g_strfreev(list) }
            var names: [String] = []
            var index = 0
            while let name = list[index] {
                names.append(String(cString: name))
                index += 1
            }
            return names
        }
    }
}
#endif
