import BindingsMarkup
import BindingsTestSupport
@testable import PharmacyCellsKit
import Testing

/// `--live`: replaced rows reach the visible cells through their bindings, without reloading the table.
@MainActor @Suite(.checksLiveObjects) struct LiveUpdateTests {
    @Test(arguments: [(1, 3), (5, 11)])
    func walkingUpdatesVisibleCellsWithoutReloading(ticks: Int, rowsBound: Int) throws {
        let controller = try AppTestSupport.controller(rows: AppTestSupport.shippedRows())
        let table = try #require(controller.tableView)
        let cells = table.visibleCells.map(ObjectIdentifier.init)
        let created = table.cellsCreated, bound = controller.rowsBound
        var walk = LiveWalk(seed: 6)
        for _ in 0..<ticks { walk.tick(controller.viewModel) }
        controller.view.layoutIfNeeded()
        #expect(table.visibleCells.map(ObjectIdentifier.init) == cells)
        #expect(table.cellsCreated == created)
        // Only visible rows are handed over again, once per tick at most (at most `ticks * cells.count`);
        // the walk is seeded, so the count is exact.
        #expect(cells.count == 3)
        #expect(controller.rowsBound - bound == rowsBound)
        for (indexPath, cell) in zip(table.visibleRows, table.visibleCells) {
            let distance = try #require(controller.viewModel.results[indexPath.row]["distance"] as? Double)
            #expect(AppTestSupport.labelTexts(cell)[1] == String(format: "%.2f miles", distance))
        }
    }

    @Test func theSameSeedWalksTheSameWay() throws {
        let first = try AppTestSupport.controller(rows: AppTestSupport.shippedRows())
        let second = try AppTestSupport.controller(rows: AppTestSupport.shippedRows())
        var one = LiveWalk(seed: 42), other = LiveWalk(seed: 42)
        for _ in 0..<3 {
            one.tick(first.viewModel)
            other.tick(second.viewModel)
        }
        let distances = { (controller: PharmacyListController) in controller.viewModel.results.compactMap { $0["distance"] as? Double } }
        #expect(distances(first) == distances(second))
        #expect(distances(first) != (try AppTestSupport.shippedRows()).compactMap { $0["distance"] as? Double })
    }
}
