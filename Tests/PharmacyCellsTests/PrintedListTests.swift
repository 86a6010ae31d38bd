import BindingsTestSupport
@testable import PharmacyCellsKit
import Testing

/// The non-terminal output of the shipped data, whole.
@MainActor @Suite(.checksLiveObjects) struct PrintedListTests {
    @Test(arguments: [
        ([String](), "pharmacy-list.txt"),
        (["--live"], "pharmacy-list-live.txt"),
    ])
    func printedListMatchesItsSnapshot(arguments: [String], snapshot: String) {
        let outcome = PharmacyCellsApp.run(arguments: arguments, isTerminal: false)
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        #expect(outcome.session == nil)
        Snapshot.assert(outcome.output, named: snapshot)
    }

    @Test func everyShippedRowIsPrintedInDistanceOrder() throws {
        let rows = try AppTestSupport.shippedRows()
        #expect(rows.count == 57)
        #expect(rows.filter { $0["fax"] == nil }.count == 14)
        #expect(rows.filter { $0["email"] == nil }.count == 11)
        let distances = rows.compactMap { $0["distance"] as? Double }
        #expect(distances == distances.sorted())
        let printed = PharmacyCellsApp.run(arguments: [], isTerminal: false).output
        let names = AppTestSupport.names(in: printed)
        #expect(names == rows.enumerated().map { "\($0.offset + 1). \($0.element["name"] as? String ?? "")" })
    }

    @Test func statsCountAScreenOfCells() {
        let output = PharmacyCellsApp.run(arguments: ["--stats"], isTerminal: false).output
        let stats = output.split(separator: "\n").suffix(3)
        // Suites run one at a time under the live-object check, so the process-wide binding count
        // is this controller's alone (the loading spinner's one among them).
        #expect(Array(stats) == ["cells created: 4", "live bindings: 43", "rows bound: 60"])
    }
}
