#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import Dispatch
import Foundation
import PharmacyCellsKit

/// The pharmacy window reading a long file a part at a time, as `PharmacyCellsGTK --data` does:
/// the first part's rows show while the rest is read, the title saying more are coming, and when
/// the rest arrives the rows on screen keep their cells.
@MainActor
enum PharmacyPartsScenario {
    static func run(_ arguments: [String]) throws {
        let baseline = LiveObjects()
        let path = NSTemporaryDirectory() + "pharmacy-parts-\(getpid()).json"
        try writeFile(rows: Int(arguments.first ?? "") ?? 30_000, to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try load(path)
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func load(_ path: String) throws {
        let (model, controller, window) = try PharmacyLoadingScenario.windowBeforeReading()
        // The reading thread waits after the first part until it has been looked at.
        let looked = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            var parts = 0
            try? PharmacyData.load(path: path) { rows, isComplete in
                model.load(rows, isComplete: isComplete)
                parts += 1
                if parts == 1 { looked.wait() }
            }
        }
        // The empty list takes the first part's rows half a screenful first, then a part of a frame's
        // worth at a time, rather than making, binding and measuring its 200-odd row widgets in one.
        guard GTK.iterate(timeout: 30, until: { window.recycling.made > 0 }) else { throw ScenarioError("no row widget was made") }
        let madeFirst = window.recycling.made
        guard GTK.iterate(timeout: 30, until: { controller.shownRows.count == PharmacyData.firstPart && window.recycling.coming == 0 }),
              window.settle() else {
            throw ScenarioError("the first part never showed")
        }
        print("first part: title \(String(reflecting: model.title)), \(controller.shownRows.count) rows shown, loading \(model.isLoading), "
              + "status shown \(model.emptyTitle != nil); \(madeFirst) row widgets made as it landed, \(window.recycling.made) once settled")
        let table = try table(of: controller)
        for row in try ScenarioWidgets.rows(of: table, in: window).prefix(2) { print("  " + row.replacingOccurrences(of: "\n", with: " / ")) }
        let before = cells(of: table)
        looked.signal()
        guard GTK.iterate(timeout: 60, until: { !model.isLoading && controller.shownRows.count == model.pharmacies.count }),
              window.settle() else {
            throw ScenarioError("the whole file never showed")
        }
        let after = cells(of: table)
        let kept = before.keys.filter { before[$0] == after[$0] }.count
        print("all read: title \(String(reflecting: model.title)), \(controller.shownRows.count) rows shown, loading \(model.isLoading); "
              + "\(kept) of the \(before.count) rows on screen kept their cells")
        for row in try ScenarioWidgets.rows(of: table, in: window).prefix(2) { print("  " + row.replacingOccurrences(of: "\n", with: " / ")) }
        // A search and its clearing change tens of thousands of rows; GtkListView asks the list
        // model for each added item, which makes objects only for the items it holds at once.
        let objects = window.recycling.itemObjects
        for text in ["walg", ""] {
            model.searchText = text
            model.waitForRefreshes()
            guard GTK.iterate(timeout: 30, until: { controller.shownRows.count == model.results.count }),
                  window.settle() else { throw ScenarioError("the search for \(text) never showed") }
        }
        print("searched \"walg\" and cleared: \(controller.shownRows.count) rows shown; the list model made "
              + "\(window.recycling.itemObjects - objects) more objects for its items, \(window.recycling.itemObjects) in all")
        window.close()
    }

    /// The cell of each of the first ten rows shown, by row.
    private static func cells(of table: TableView) -> [Int: ObjectIdentifier] {
        Dictionary(uniqueKeysWithValues: table.shownCells.filter { $0.0.row < 10 }.map { ($0.0.row, ObjectIdentifier($0.1)) })
    }

    /// The shipped pharmacies repeated to `count` rows, each copy a ring farther away (so the file
    /// sorted by distance is in file order, copy by copy), as JSON at `path`.
    private static func writeFile(rows count: Int, to path: String) throws {
        let shipped = try PharmacyData.loadShipped()
        let ring = (shipped.compactMap { $0["distance"] as? Double }.max() ?? 0).rounded(.up) + 1
        let rows = (0..<count).map { index in
            var row = shipped[index % shipped.count]
            row["distance"] = (row["distance"] as? Double ?? 0) + Double(index / shipped.count) * ring
            return row
        }
        try JSONSerialization.data(withJSONObject: rows).write(to: URL(fileURLWithPath: path))
    }

    private static func table(of controller: PharmacyListController) throws -> TableView {
        guard let table = controller.tableView else { throw ScenarioError("no table") }
        return table
    }
}
#endif
