@_spi(Testing) import BindingsMarkup
import Testing

extension Views {
    /// Views are created and released on the main actor, where each of these synchronous tests runs
    /// without interleaving: `View.liveCount` moves only because of the test that reads it.
    @Suite("View lifetime") @MainActor
    struct ViewLifetimeTests {
        @Test func aReleasedTreeIsFreed() {
            let views = View.liveCount
            do {
                let cell = RenderFixtures.PharmacyCell()
                cell.root.layoutToFit(width: 320)
                #expect(View.liveCount == views + 15)
            }
            #expect(View.liveCount == views)
        }

        @Test func aScrolledTableAndItsQueuesAreFreed() {
            let views = View.liveCount
            do {
                let source = NumberedRows(count: 100)
                let table = source.makeTable(height: 100)
                for offset in stride(from: 0.0, through: 1_000, by: 30) {
                    table.contentOffset = offset
                    table.layoutIfNeeded()
                }
                #expect(table.cellsCreated == 4)
                // The table and its four cells, each with the cell's two labels.
                #expect(View.liveCount == views + 1 + 4 * 3)
            }
            #expect(View.liveCount == views)
        }
    }
}
