#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Dispatch
import PharmacyCellsKit

/// The pharmacy window while a million rows load on another thread, as `PharmacyCellsGTK` loads
/// a large file: the window shows at once with its loading status, real keys typed meanwhile reach
/// the search field while the rows are still loading, and when they arrive the list shows the
/// search's results.
@MainActor
enum PharmacyLoadingScenario {
    static func run(_ arguments: [String]) throws {
        let baseline = LiveObjects()
        try load(rows: Int(arguments.first ?? "") ?? 1_000_000)
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    /// The pharmacy window as `PharmacyCellsGTK` shows it before its rows are read: no rows yet,
    /// searches and sorts on a queue of their own; drawn.
    static func windowBeforeReading() throws -> (model: PharmacyListViewModel, controller: PharmacyListController, window: Window) {
        let queue = DispatchQueue(label: "PharmacyLoadingScenario.refresh", qos: .userInitiated)
        let model = PharmacyListViewModel(pharmacies: [], refreshQueue: queue, isLoading: true)
        let controller = try PharmacyListController(viewModel: model)
        let window = Window(title: "Pharmacies", controller: controller, width: 480, height: 720)
        window.present()
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        return (model, controller, window)
    }

    private static func load(rows count: Int) throws {
        let (model, controller, window) = try windowBeforeReading()
        print("shown: title \(String(reflecting: model.title)), status \(String(reflecting: model.emptyTitle ?? "")), loading \(model.isLoading)")
        let shipped = try PharmacyData.loadShipped()
        DispatchQueue.global(qos: .userInitiated).async {
            let shipped = (try? PharmacyData.loadShipped()) ?? []
            // Each copy its own pharmacy, as rows of a large file are.
            let rows = (0..<count).map { index in
                var row = shipped[index % shipped.count]
                row["index"] = index
                return row
            }
            model.load(rows)
        }
        // Typing anywhere in the window goes to the search field, as in GNOME apps.
        try ScenarioInput.type("walg", in: window) { model.searchText == "walg" }
        print("typed \"walg\": search field \(String(reflecting: model.searchText)), still loading \(model.isLoading)")
        // What a plain filter of the same rows finds.
        let matches = shipped.map { row in
            ["name", "address1", "city", "zipCode"].contains { (row[$0] as? String)?.lowercased().contains("walg") == true }
        }
        let expected = (0..<count).filter { matches[$0 % shipped.count] }.count
        guard GTK.iterate(timeout: 120, until: { !model.isLoading && controller.shownRows.count == expected }), window.settle() else {
            throw ScenarioError("the rows never showed")
        }
        print("loaded: title \(String(reflecting: model.title)), \(controller.shownRows.count) rows shown, as a plain filter finds \(expected)")
        for row in try ScenarioWidgets.rows(of: try table(of: controller), in: window).prefix(2) {
            print("  " + row.replacingOccurrences(of: "\n", with: " / "))
        }
        window.close()
    }

    private static func table(of controller: PharmacyListController) throws -> TableView {
        guard let table = controller.tableView else { throw ScenarioError("no table") }
        return table
    }
}
#endif
