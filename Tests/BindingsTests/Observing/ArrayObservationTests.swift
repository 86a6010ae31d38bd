import Bindings
import BindingsTestSupport
import Testing

@Suite(.checksLiveObjects) struct ArrayObservationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let mutate: @Sendable (Observed<[String]>.Projection) -> Void
        let calls: [String]
        let result: [String]
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "insert", mutate: { $0.insert("x", at: 1) },
             calls: ["after insertion new=[\"x\"] old=nil indexes=[1]"], result: ["a", "x", "b", "c"]),
        Case(label: "append", mutate: { $0.append("d") },
             calls: ["after insertion new=[\"d\"] old=nil indexes=[3]"], result: ["a", "b", "c", "d"]),
        Case(label: "insert contents", mutate: { $0.insert(contentsOf: ["x", "y"], at: 0) },
             calls: ["after insertion new=[\"x\", \"y\"] old=nil indexes=[0, 1]"], result: ["x", "y", "a", "b", "c"]),
        Case(label: "remove", mutate: { $0.remove(at: 0) },
             calls: ["after removal new=nil old=[\"a\"] indexes=[0]"], result: ["b", "c"]),
        Case(label: "remove all", mutate: { $0.removeAll() },
             calls: ["after removal new=nil old=[\"a\", \"b\", \"c\"] indexes=[0, 1, 2]"], result: []),
        Case(label: "replace", mutate: { $0.replace(at: 2, with: "z") },
             calls: ["after replacement new=[\"z\"] old=[\"c\"] indexes=[2]"], result: ["a", "b", "z"]),
        Case(label: "batch of insertions", mutate: { $0.performBatchUpdates { edit in
            edit.insert("x", at: 0)
            edit.insert("y", at: 0)
            edit.append("z")
        } }, calls: ["after insertion new=[\"y\", \"x\", \"z\"] old=nil indexes=[0, 1, 5]"], result: ["y", "x", "a", "b", "c", "z"]),
        Case(label: "batch of removals", mutate: { $0.performBatchUpdates { edit in
            edit.remove(at: 0)
            edit.remove(at: 1)
        } }, calls: ["after removal new=nil old=[\"a\", \"c\"] indexes=[0, 2]"], result: ["b"]),
        Case(label: "batch of replacements", mutate: { $0.performBatchUpdates { edit in
            edit.replace(at: 0, with: "A")
            edit.replace(at: 2, with: "C")
        } }, calls: ["after replacement new=[\"A\", \"C\"] old=[\"a\", \"c\"] indexes=[0, 2]"], result: ["A", "b", "C"]),
        Case(label: "mixed batch", mutate: { $0.performBatchUpdates { edit in
            edit.remove(at: 0)
            edit.append("d")
        } }, calls: ["after setting new=[\"b\", \"c\", \"d\"] old=[\"a\", \"b\", \"c\"]"], result: ["b", "c", "d"]),
        Case(label: "empty batch", mutate: { $0.performBatchUpdates { _ in } }, calls: [], result: ["a", "b", "c"]),
    ]

    @Test(arguments: cases)
    func mutationsReportKindIndexesAndElements(_ testCase: Case) throws {
        let pharmacy = Pharmacy()
        pharmacy.tags = ["a", "b", "c"]
        let calls = Recorder<String>()
        let token = try pharmacy.observe("tags", options: [.new, .old]) { _, change in calls.append(describe(change)) }
        testCase.mutate(pharmacy.$tags)
        #expect(calls.all == testCase.calls)
        #expect(pharmacy.tags == testCase.result)
        token.invalidate()
    }

    @Test func priorNotificationsCarryKindAndIndexes() throws {
        let pharmacy = Pharmacy()
        pharmacy.tags = ["a"]
        let calls = Recorder<String>()
        let token = try pharmacy.observe("tags", options: [.prior, .old, .new]) { _, change in calls.append(describe(change)) }
        pharmacy.$tags.insert("b", at: 1)
        #expect(calls.all == ["prior insertion new=nil old=nil indexes=[1]", "after insertion new=[\"b\"] old=nil indexes=[1]"])
        token.invalidate()
    }

    @Test func pathObserversSeeTheArrayChangeKind() throws {
        let model = ViewModel()
        model.pharmacy = Pharmacy()
        let calls = Recorder<String>()
        let token = try model.observe("pharmacy.tags", options: .new) { _, change in calls.append(describe(change)) }
        model.pharmacy?.$tags.append("open")
        #expect(calls.all == ["after insertion new=[\"open\"] old=nil indexes=[0]"])
        token.invalidate()
    }

    @Test func withoutObserversMutationsJustApply() {
        let pharmacy = Pharmacy()
        pharmacy.$tags.append("a")
        pharmacy.$tags.insert("b", at: 0)
        pharmacy.$tags.replace(at: 1, with: "c")
        #expect(pharmacy.tags == ["b", "c"])
    }
}
