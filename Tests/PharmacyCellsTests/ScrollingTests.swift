import BindingsMarkup
import BindingsTestSupport
@testable import PharmacyCellsKit
import Testing

/// Long lists reuse a screenful of cells, and reused cells never keep another row's text.
@MainActor @Suite(.checksLiveObjects) struct ScrollingTests {
    /// 10,000 rows: every third without a fax, every fifth without an email.
    static func rows() -> [[String: Any]] {
        (0..<10_000).map { (index: Int) -> [String: Any] in
            let fax: String? = index % 3 == 0 ? nil : "6175550199"
            let email: String? = index % 5 == 0 ? nil : "rx\(index)@example.com"
            return AppTestSupport.row("Pharmacy \(index + 1)", distance: Double(index) / 100, fax: fax, email: email)
        }
    }

    /// (step, rows jumped per step, screens checked, most cells on screen at once)
    @Test(arguments: [(20.0, 0, 600, 5), (57, 1, 572, 4), (130, 0, 600, 5), (333, 3, 145, 4)] as [(Double, Int, Int, Int)])
    func scrollingTenThousandRowsCreatesAScreenfulAndLeavesNoStaleText(step: Double, jumpRows: Int, screens: Int, screenful: Int) throws {
        let controller = try AppTestSupport.controller(rows: Self.rows())
        let table = try #require(controller.tableView)
        var mostVisible = 0
        var offset = 0.0
        var checked = 0
        while offset < table.contentHeight, checked < 600 {
            table.contentOffset = offset
            controller.view.layoutIfNeeded()
            mostVisible = max(mostVisible, table.visibleCells.count)
            for (indexPath, cell) in zip(table.visibleRows, table.visibleCells) {
                let index = indexPath.row
                let texts = AppTestSupport.labelTexts(cell)
                #expect(texts.first == "\(index + 1). Pharmacy \(index + 1)")
                #expect(texts[4] == (index % 3 == 0 ? "" : "(617) 555-0199"))
                #expect(texts[5] == (index % 5 == 0 ? "" : "rx\(index)@example.com"))
            }
            checked += 1
            // Jumps as well as steps: far rows get cells straight from the queue.
            offset += step + Double(jumpRows) * 1_000
        }
        controller.scroll(toRow: 9_999)
        #expect(AppTestSupport.labelTexts(try #require(table.visibleCells.last)) == [
            "10000. Pharmacy 10000", "99.99 miles", "1 Main Street\nBoston MA 02108", "(617) 555-0100", "", "rx9999@example.com",
        ])
        #expect(checked == screens)
        #expect(mostVisible == screenful)
        #expect(table.cellsCreated == screenful)
        // The last row is scrolled to the top of the viewport, alone on screen.
        #expect(table.visibleCells.count == 1)
    }
}
