#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Dispatch
import PharmacyCellsKit

/// The pharmacy example's screen in a window: its rows as GTK shows them after loading, scrolling,
/// searching, and a change of the view model on another thread; then everything freed on close.
@MainActor
enum PharmacyScenarios {
    static func list(_ arguments: [String]) throws {
        let baseline = LiveObjects()
        try run()
        // Whatever GTK still holds goes at the next iterations.
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func run() throws {
        let controller = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: try PharmacyData.loadShipped()))
        let window = Window(title: "Pharmacies", controller: controller, width: 480, height: 720)
        window.present()
        guard window.settle(), let table = controller.tableView else { throw ScenarioError("the window did not settle") }
        print("loaded: \(controller.viewModel.title)")
        try printRows(of: table, in: window)
        let end = try ScenarioWidgets.maximumOffset(of: table)
        for offset in [1_500, 4_000, end] {
            let reached = try ScenarioWidgets.scroll(table, to: offset, in: window)
            print("scrolled to \(Int(reached)) of \(Int(end))")
            try printRows(of: table, in: window)
        }
        _ = try ScenarioWidgets.scroll(table, to: 0, in: window)

        // The walking user moves on another thread: the bindings bring the distances to the window.
        let model = controller.viewModel
        let walked = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            model.walk(deltas: [0.5, 0, -0.1])
            walked.signal()
        }
        walked.wait()
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        print("walked on another thread")
        // The rows keep their places, and the header says the order is held.
        Scenario.printIndented(window.describeWidgets(frames: false).filter { $0.contains("by distance") })
        try printRows(of: table, in: window)

        // Sorting replaces the results: the list shows them again from the top, in the new order.
        model.sortOrder = .name
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        print("sorted \(model.sortDescription)")
        try printRows(of: table, in: window)

        // Typing in the search field filters through the two-way binding.
        guard let field = controller.searchField else { throw ScenarioError("no search field") }
        try ScenarioWidgets.type("walgreens", into: field)
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        print("typed: searchText=\(String(reflecting: model.searchText)) title=\(String(reflecting: model.title))")
        try printRows(of: table, in: window)
        let counts = window.recycling
        print("row widgets: made \(counts.made), alive \(counts.alive); cells made \(table.cellsCreated)")
        window.close()
    }

    private static func printRows(of table: TableView, in window: Window) throws {
        for row in try ScenarioWidgets.rows(of: table, in: window) {
            print("  " + row.replacingOccurrences(of: "\n", with: " / "))
        }
    }
}
#endif
