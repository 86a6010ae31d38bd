import BindingsMarkup
import BindingsTestSupport
@testable import PharmacyCellsKit
import Testing

/// The three reference results read exactly as the sample shows them, label by label.
@MainActor @Suite(.checksLiveObjects) struct ReferenceRowTests {
    @Test(arguments: [
        (0, ["1. Green Cross Pharmacy", "0.16 miles", "393 Hanover Street\nBoston MA 02108",
             "(617) 227-3728", "(617) 742-0001", "pharmacy@greencross.com"]),
        (1, ["2. CVS", "0.42 miles", "263 Washington Street\nBoston MA 02108",
             "(617) 742-7035", "(617) 742-0001", "store01@cvs.com"]),
        (2, ["3. Walgreens", "0.65 miles", "70 Summer Street\nBoston MA 02108",
             "(617) 265-7488", "(617) 742-0001", "store04@walgreens.com"]),
    ])
    func referenceRowReadsExactly(row: Int, texts: [String]) throws {
        let controller = try AppTestSupport.controller(rows: AppTestSupport.shippedRows())
        let table = try #require(controller.tableView)
        let cell = try #require(zip(table.visibleRows, table.visibleCells).first { $0.0.row == row }?.1 as? PharmacyCell)
        #expect(AppTestSupport.labelTexts(cell) == texts)
    }

    @Test(arguments: [
        ("fax", [true, false, true], ["(617) 555-0100", "", "rx@corner.example"]),
        ("email", [true, true, false], ["(617) 555-0100", "(617) 555-0101", ""]),
    ])
    func anAbsentFieldShowsNothingAndHidesItsRow(field: String, shown: [Bool], texts: [String]) throws {
        var row = AppTestSupport.row("Corner Drug", distance: 0.5, fax: "6175550101", email: "rx@corner.example")
        row[field] = nil
        let controller = try AppTestSupport.controller(rows: [row])
        let cell = try #require(controller.tableView?.visibleCells.first)
        let contacts = Array(AppTestSupport.labels(cell).suffix(3))
        #expect(contacts.map { $0.superview?.isHidden == false } == shown)
        #expect(contacts.map { $0.text ?? "" } == texts)
    }
}
