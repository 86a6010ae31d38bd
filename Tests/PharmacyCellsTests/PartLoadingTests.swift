import BindingsTestSupport
import Foundation
@testable import PharmacyCellsKit
import Testing

/// A long file is read a part at a time: its elements are found in its bytes without parsing them,
/// each part is parsed and reported as a whole file would be, and the list shows the rows read so
/// far, saying that more are coming.
@MainActor @Suite(.checksLiveObjects) struct PartLoadingTests {
    @Test(arguments: [
        ("[]", [] as [String]?),
        (" [ ] ", []),
        ("[1]", ["1"]),
        ("[ 1 , 2 ]", ["1", "2"]),
        (#"[{"a": [1, {"b": "]"}]}, "x,\"]", [[]]]"#, [#"{"a": [1, {"b": "]"}]}"#, #""x,\"]""#, "[[]]"]),
        ("\n[\n  {\"a\": 1},\n  {\"b\": 2}\n]\n", [#"{"a": 1}"#, #"{"b": 2}"#]),
        (#"["\\", 2]"#, [#""\\""#, "2"]),
        ("", nil),
        ("{}", nil),
        ("[", nil),
        ("[1,]", nil),
        ("[,1]", nil),
        ("[1,,2]", nil),
        ("[1] 2", nil),
        ("[1}]", nil),
        (#"["open]"#, nil),
    ])
    func theElementsOfAnArrayAreFoundInItsBytes(json: String, elements: [String]?) {
        let data = Data(json.utf8)
        var array = PharmacyJSONArray(data)
        let found = array?.next(.max)?.map { String(decoding: data[$0], as: UTF8.self) }
        #expect(found == elements)
    }

    /// The elements are found a few at a time, each call going on where the last one stopped; an
    /// array that breaks off is found out only when the scan gets there.
    @Test(arguments: [
        ("[1, 2, {\"a\": [3, 4]}, 5, 6]", [["1", "2"], [#"{"a": [3, 4]}"#, "5"], ["6"], []] as [[String]?], [false, false, true, true]),
        ("[1, 2, 3, 4]", [["1", "2"], ["3", "4"], []], [false, true, true]),
        ("[1, 2, 3,", [["1", "2"], nil], [false, false]),
        ("[1, 2, 3] x", [["1", "2"], nil], [false, true]),
    ])
    func theElementsAreFoundAFewAtATime(json: String, parts: [[String]?], finished: [Bool]) throws {
        let data = Data(json.utf8)
        var array = try #require(PharmacyJSONArray(data))
        var found: [[String]?] = [], isFinished: [Bool] = []
        for _ in parts {
            found.append(array.next(2)?.map { String(decoding: data[$0], as: UTF8.self) })
            isFinished.append(array.isFinished)
        }
        #expect(found == parts)
        #expect(isFinished == finished)
    }

    /// 7,000 rows arrive as 1,000, then 5,000, then all of them, numbered in file order.
    @Test func aLongFileArrivesInPartsThatGrowFivefold() throws {
        let path = try Self.file(rows: 7_000)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var parts: [(count: Int, isComplete: Bool)] = []
        var last: [[String: Any]] = []
        try PharmacyData.load(path: path) { rows, isComplete in
            parts.append((rows.count, isComplete))
            last = rows
        }
        #expect(parts.map(\.count) == [1_000, 5_000, 7_000])
        #expect(parts.map(\.isComplete) == [false, false, true])
        #expect(last.indices.allSatisfy { last[$0]["index"] as? Int == $0 && last[$0]["name"] as? String == "Pharmacy \($0)" })
    }

    /// A bad row past the first part is reported by its row in the file, after the rows before its part.
    @Test func aBadRowInALaterPartIsReportedByItsRowInTheFile() throws {
        let path = try Self.file(rows: 3_000, badRow: 2_500)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var parts: [Int] = []
        #expect(throws: PharmacyDataError(description: "\(path): row 2501: 'distance' must be a number")) {
            try PharmacyData.load(path: path) { rows, _ in parts.append(rows.count) }
        }
        #expect(parts == [1_000])
    }

    /// A file that is not an array of elements is parsed whole, for the error a whole parse gives.
    @Test(arguments: [("[", "not valid JSON"), (#"{"name": "A"}"#, "expected an array of pharmacies"), ("[1, tru]", "not valid JSON")])
    func aFileNotShapedAsAnArrayGivesTheWholeFilesError(json: String, message: String) throws {
        let path = NSTemporaryDirectory() + "parts-\(UUID().uuidString).json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var parts = 0
        #expect(throws: PharmacyDataError(description: "\(path): \(message)")) {
            try PharmacyData.load(path: path) { _, _ in parts += 1 }
        }
        #expect(parts == 0)
    }

    /// While more rows are coming, the rows read so far show, and the title says more are coming.
    @Test func theRowsReadSoFarShowWhileMoreAreComing() throws {
        let model = PharmacyListViewModel(pharmacies: [], isLoading: true)
        let rows = BackgroundRefreshTests.rows(1_500)
        model.load(Array(rows.prefix(1_000)), isComplete: false)
        #expect(model.results.count == 1_000 && model.isLoading)
        #expect(model.title == "1,000 pharmacies so far, loading…" && model.emptyTitle == nil && model.emptyMessage == nil)
        model.load(rows)
        #expect(model.results.count == 1_500 && !model.isLoading)
        #expect(model.title == "1,500 pharmacies" && model.emptyTitle == nil)
    }

    /// A file of `rows` pharmacies named by their row; row `badRow` (from 0) has text for a distance.
    static func file(rows: Int, badRow: Int? = nil) throws -> String {
        let elements = (0..<rows).map { row in
            #"{"name": "Pharmacy \#(row)", "address1": "1 Main", "city": "Boston", "state": "MA", "zipCode": "02108", "#
                + #""latitude": 1, "longitude": 2, "phone": "6175550100", "distance": \#(row == badRow ? "\"far\"" : "\(row)")}"#
        }
        let path = NSTemporaryDirectory() + "parts-\(UUID().uuidString).json"
        try Data(("[\n" + elements.joined(separator: ",\n") + "\n]").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
