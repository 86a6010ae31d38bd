#if GTK
import Foundation
import Testing

/// The pharmacy example's screen in a real window: GtkListView's row widgets show exactly the
/// rows' data after loading, at several scroll offsets, after the view model changes on another
/// thread (the rows keep their places, and the header says the order is held) and after typing in
/// the search field; closing the window frees everything.
@Suite struct PharmacyWindowTests {
    @Test func theListShowsEachRowsDataWhereverItScrollsAndFollowsTheModel() throws {
        let run = try ScenarioRun("pharmacy")
        #expect(run.errors == "")
        #expect(run.status == 0)
        let rows = try PharmacyRows.byDistance()
        func lines(_ numbers: ClosedRange<Int>, walked: [Int: Double] = [:]) -> [String] {
            numbers.map { "  " + PharmacyRows.line(rows[$0 - 1], number: $0, walked: walked[$0] ?? 0) }
        }
        let walkgreens = try #require(rows.firstIndex { $0["name"] as? String == "Walgreens" })
        let walked: [Int: Double] = [0: 0.5, 2: -0.1]
        let byName = rows.indices.sorted { left, right in
            let names = [left, right].map { (rows[$0]["name"] as? String ?? "").lowercased() }
            return names[0] != names[1] ? names[0] < names[1] : (rows[left]["distance"] as? Double ?? 0) + (walked[left] ?? 0)
                < (rows[right]["distance"] as? Double ?? 0) + (walked[right] ?? 0)
        }
        let expected = ["loaded: 57 pharmacies"] + lines(1...5)
            + ["scrolled to 1500 of 6236"] + lines(13...18)
            + ["scrolled to 4000 of 6236"] + lines(34...39)
            + ["scrolled to 6236 of 6236"] + lines(52...57)
            + ["walked on another thread", #"  GtkLabel "by distance, held while walking""#] + lines(1...5, walked: [1: 0.5, 3: -0.1])
            + ["sorted by name"] + byName.prefix(6).enumerated().map { "  " + PharmacyRows.line(rows[$1], number: $0 + 1, walked: walked[$1] ?? 0) }
            + ["typed: searchText=\"walgreens\" title=\"1 pharmacy\"",
               "  " + PharmacyRows.line(rows[walkgreens], number: 1, walked: -0.1),
               // The sorted rows show in the row widgets made at first, each where it was; the search
               // keeps one of them, for its one row.
               "row widgets: made 57, alive 1; cells made 57",
               "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0"]
        #expect(run.lines == expected)
    }
}
#endif
