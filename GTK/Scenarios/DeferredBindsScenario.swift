#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import Foundation

/// Numbered rows, in either order, each dictionary with its `id` and a `title`.
final class TitledNumbers: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its one property is @Observed (lock-protected).
    @Observed var shown: [[String: Any]] = []
    let count: Int

    init(count: Int) {
        self.count = count
        show(descending: false)
    }

    /// Shows the rows containing `digit` (all without one), in the order asked.
    func show(descending: Bool, containing digit: Character? = nil) {
        let numbers = (1...count).filter { digit == nil || String($0).contains(digit ?? "0") }
        let rows: [[String: Any]] = numbers.map { ["id": $0, "title": "Row \($0)"] }
        shown = descending ? rows.reversed() : rows
    }
}

/// A change to all of a long list's rows in GtkListView: the rows on screen show their new
/// content in the first frame; GTK's other row widgets (it keeps about 200) wait for their binds,
/// then get them a few per frame, until every row widget shows the row at its place. Scrolling
/// binds every row widget at once.
@MainActor
enum DeferredBindsScenario {
    static func run(_ arguments: [String]) throws {
        let baseline = LiveObjects()
        try follow()
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func follow() throws {
        let rows = TitledNumbers(count: 3_000)
        let table = TableView()
        try table.bindRows(inSection: 0, to: rows, keyPath: "shown", identifiedBy: "id", cellIdentifier: "number") { TodoCell() }
        let window = try Scenario.show(table, width: 320, height: 500)
        try waitForBinds(window)
        print("shown: \(try shown(table, window)); \(check(table, window, rows))")
        func step(_ name: String, descending: Bool, containing digit: Character? = nil) throws {
            let counts = window.recycling
            rows.show(descending: descending, containing: digit)
            try Scenario.drawOneFrame(window)
            let first = window.recycling
            print("\(name), first frame: \(try shown(table, window)); GTK bound \(first.bound - counts.bound) row widgets, "
                + "\(first.boundLater - counts.boundLater) of them waited until the layout put them in sight, \(first.waiting) wait")
            try waitForBinds(window)
            print("  then: \(window.recycling.boundLater - first.boundLater) bound after the frame; \(check(table, window, rows))")
        }
        try step("reversed", descending: true)
        try step("rows with a 7", descending: false, containing: "7")
        try step("all again", descending: false)
        try step("reversed again", descending: true)
        // Scrolling binds the rows it brings in at once, so GTK measures each as it shows.
        let counts = window.recycling
        _ = try ScenarioWidgets.scroll(table, to: 5_000, in: window)
        print("scrolled: \(try shown(table, window)); GTK bound \(window.recycling.bound - counts.bound) row widgets, "
            + "\(window.recycling.boundLater - counts.boundLater) waited; \(check(table, window, rows))")
        window.close()
    }

    /// The first three rows on screen and how many there are.
    private static func shown(_ table: TableView, _ window: Window) throws -> String {
        let shown = try ScenarioWidgets.rows(of: table, in: window)
        return shown.prefix(3).joined(separator: ", ") + ", … (\(shown.count) on screen)"
    }

    /// Runs the main loop until no bind waits and the window drew what changed.
    private static func waitForBinds(_ window: Window) throws {
        guard GTK.iterate(timeout: 10, until: { window.recycling.waiting == 0 }) else { throw ScenarioError("binds still wait") }
        try Scenario.settle(window)
    }

    /// Whether every row widget shows the row at its index path.
    private static func check(_ table: TableView, _ window: Window, _ rows: TitledNumbers) -> String {
        let cells = window.boundCells(of: table)
        let wrong = cells.filter { path, cell in
            ((cell as? ContentCell)?.content as? [String: Any])?["title"] as? String != rows.shown[path.row]["title"] as? String
        }
        return "\(cells.count - wrong.count) of \(cells.count) row widgets show their rows"
    }
}
#endif
