import Bindings
import BindingsMarkup
import BindingsTestSupport
import Dispatch
import Foundation
@testable import PharmacyCellsKit
import Testing

/// With a refresh queue, searches and sorts are computed off the main thread, the newest request
/// replacing older ones, and the list follows each new result by its difference.
@MainActor @Suite(.checksLiveObjects) struct BackgroundRefreshTests {
    static func rows(_ count: Int) -> [[String: Any]] {
        (0..<count).map { AppTestSupport.row(($0.isMultiple(of: 3) ? "Walgreens " : "CVS ") + "\($0)", distance: Double($0)) }
    }

    /// Collects the names of every results change heard, on whatever thread it is made.
    final class Heard: @unchecked Sendable {
        // @unchecked: `lists` is read and written under `lock`.
        private let lock = NSLock()
        private var lists: [[String]] = []
        func append(_ names: [String]) { lock.withLock { lists.append(names) } }
        var all: [[String]] { lock.withLock { lists } }
    }

    @Test func typingFourLettersWhileARefreshRunsFiltersOnceForTheLast() throws {
        let queue = DispatchQueue(label: "refresh")
        let model = PharmacyListViewModel(pharmacies: Self.rows(30), refreshQueue: queue)
        #expect(model.refreshesCommitted == 1 && model.results.count == 30)
        let heard = Heard()
        let observation = try model.observe("results", options: .new) { _, change in
            heard.append((change.newValue as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
        }
        // The queue is busy, as with a refresh of 100,000 rows, while the letters are typed.
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }
        for text in ["W", "Wa", "Wal", "Walg"] { model.searchText = text }
        gate.signal()
        model.waitForRefreshes()
        #expect(model.refreshesCommitted == 2)
        #expect(heard.all == [(0..<10).map { "Walgreens \($0 * 3)" }])
        observation.invalidate()
    }

    @Test func theLastSearchWinsWhateverTheTiming() throws {
        let queue = DispatchQueue(label: "refresh")
        let model = PharmacyListViewModel(pharmacies: Self.rows(3_000), refreshQueue: queue)
        let heard = Heard()
        let observation = try model.observe("results", options: .new) { _, change in
            heard.append((change.newValue as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
        }
        let texts = (0..<200).map { $0.isMultiple(of: 2) ? "walg" : "cvs \($0 % 10)" } + ["walgreens 29"]
        for text in texts { model.searchText = text }
        model.waitForRefreshes()
        let last = (0..<3_000).filter { $0.isMultiple(of: 3) && "walgreens \($0)".hasPrefix("walgreens 29") }.map { "Walgreens \($0)" }
        #expect(last.count == 3 + 33)
        #expect(model.results.compactMap { $0["name"] as? String } == last)
        // Superseded searches stop unheard: whatever ran, the last heard is the last typed.
        #expect(heard.all.last == last)
        #expect(model.refreshesCommitted == heard.all.count + 1)
        observation.invalidate()
    }

    @Test func theListFollowsABackgroundSearchByItsDifference() async throws {
        let queue = DispatchQueue(label: "refresh")
        let controller = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: Self.rows(30), refreshQueue: queue))
        controller.layout(width: 640, height: 480)
        let table = try #require(controller.tableView)
        let names = { table.visibleCells.map { AppTestSupport.labelTexts($0)[0] } }
        #expect(names() == ["1. Walgreens 0", "2. CVS 1", "3. CVS 2", "4. Walgreens 3", "5. CVS 4"])
        let cells = table.visibleCells.map(ObjectIdentifier.init)
        let created = table.cellsCreated, bound = controller.rowsBound
        controller.viewModel.searchText = "walg"
        controller.viewModel.waitForRefreshes()
        await drainMainQueue()
        #expect(names() == ["1. Walgreens 0", "2. Walgreens 3", "3. Walgreens 6", "4. Walgreens 9", "5. Walgreens 12"])
        // Walgreens 0 and 3 stay in their cells, given their new numbers (2 rows bound); the three
        // rows that come into view take the cells of the three that left (3 more).
        #expect(Array(table.visibleCells.map(ObjectIdentifier.init).prefix(2)) == [cells[0], cells[3]])
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == Set(cells))
        #expect(table.cellsCreated == created && controller.rowsBound - bound == 5)
        #expect(controller.shownRows.count == 10 && controller.viewModel.title == "10 pharmacies")
    }
}

/// While the rows load, and until their first results are computed, the empty list says so under
/// a spinning activity indicator, rather than "No Pharmacies"; the loaded rows then show as any others.
@MainActor @Suite(.checksLiveObjects) struct LoadingTests {
    @Test func theListSaysItIsLoadingUntilTheRowsShow() async throws {
        let queue = DispatchQueue(label: "refresh")
        let model = PharmacyListViewModel(pharmacies: [], refreshQueue: queue, isLoading: true)
        let controller = try PharmacyListController(viewModel: model)
        controller.layout(width: 640, height: 480)
        let spinner = try #require(controller.view.allViews.compactMap { $0 as? ActivityIndicatorView }.first)
        #expect(spinner.isAnimating && spinner.hidesWhenStopped)
        #expect(model.title == "Loading pharmacies…" && model.emptyTitle == "Loading Pharmacies…" && model.emptyMessage == nil)
        // The rows are read, but their results are still being computed (the queue is busy).
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }
        model.load(BackgroundRefreshTests.rows(30))
        #expect(model.isLoading && spinner.isAnimating && model.title == "Loading pharmacies…")
        gate.signal()
        model.waitForRefreshes()
        await drainMainQueue()
        #expect(!model.isLoading && !spinner.isAnimating)
        #expect(model.title == "30 pharmacies" && model.emptyTitle == nil && controller.shownRows.count == 30)
    }
}
