#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

/// Rows of city dictionaries, filtered and sorted anew into ``shown``, each with its `id` and its
/// name as `title`.
final class CityRows: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its one property is @Observed (lock-protected).
    static let names = ["Aachen", "Bonn", "Celle", "Dresden", "Essen", "Fulda", "Gera", "Hagen", "Jena", "Kiel"]
    @Observed var shown: [[String: Any]] = []

    init() {
        show("", descending: false)
    }

    /// Shows the cities whose name contains `text` (ignoring case), by name in the order asked.
    func show(_ text: String, descending: Bool) {
        let names = Self.names.enumerated().filter { text.isEmpty || $0.element.lowercased().contains(text) }
        // `title`, as the todo list's cells show it.
        let rows: [[String: Any]] = names.map { ["id": $0.offset, "title": $0.element] }
        shown = descending ? rows.reversed() : rows
    }
}

/// A section following a filtered and sorted array of dictionaries told apart by `id`, in
/// GtkListView: each new array in the same order reaches the list model as one `items-changed`
/// in which the rows that stay keep their row widgets and cells; a new order reloads the list.
@MainActor
enum ArrayRowsDifferenceScenario {
    static func run(_ arguments: [String]) throws {
        let baseline = LiveObjects()
        let log = ItemsChangedLog()
        try follow(log)
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    /// The cells shown, by the name they show.
    private static func cells(_ table: TableView) -> [String: ObjectIdentifier] {
        var cells: [String: ObjectIdentifier] = [:]
        for cell in table.visibleCells {
            if let name = ((cell as? ContentCell)?.content as? [String: Any])?["title"] as? String { cells[name] = ObjectIdentifier(cell) }
        }
        return cells
    }

    private static func follow(_ log: ItemsChangedLog) throws {
        let cities = CityRows()
        let table = TableView()
        try table.bindRows(inSection: 0, to: cities, keyPath: "shown", identifiedBy: "id", cellIdentifier: "city") { TodoCell() }
        let window = try Scenario.show(table, width: 320, height: 500)
        try log.listen(to: table)
        print("shown: \(try ScenarioWidgets.rows(of: table, in: window).joined(separator: ", "))")
        let (made, reused) = (window.recycling.made, window.recycling.reused)
        // Each step prints what the model reported, how many rows of those that stayed kept their
        // cells (each row widget keeps one cell), how many rows GtkListView bound, and the rows.
        func step(_ name: String, _ text: String, descending: Bool = false) throws {
            let bound = window.recycling.bound
            let before = cells(table)
            cities.show(text, descending: descending)
            try Scenario.settle(window)
            let after = cells(table)
            let stayed = after.keys.filter { before[$0] != nil }
            let kept = stayed.filter { before[$0] == after[$0] }
            print("\(name): items-changed \(log.take()); \(kept.count) of \(stayed.count) rows that stayed kept their cells; "
                + "bound +\(window.recycling.bound - bound); rows \(try ScenarioWidgets.rows(of: table, in: window).joined(separator: ", "))")
        }
        try step("filter 'e'", "e")
        try step("filter 'en'", "en")
        try step("clear", "")
        try step("sort descending", "", descending: true)
        print("row widgets made since shown: \(window.recycling.made - made), \(window.recycling.reused - reused) of them with a freed row widget's cell; "
            + "cells created: \(table.cellsCreated)")
        window.close()
    }
}
#endif
