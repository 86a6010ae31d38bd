import Bindings
import BindingsTestSupport
import Testing

/// One line per handler call: what Foundation's change dictionary would hold.
func describe(_ change: KeyValueChange) -> String {
    var parts = [change.isPrior ? "prior" : "after", "\(change.kind)"]
    parts.append("new=\(render(change.newValue))")
    parts.append("old=\(render(change.oldValue))")
    if let indexes = change.indexes { parts.append("indexes=\(Array(indexes))") }
    return parts.joined(separator: " ")
}

@Suite(.checksLiveObjects) struct ObservingOptionsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let options: KeyValueObservingOptions
        let label: String
        let calls: [String]
        var testDescription: String { label }
    }

    /// Foundation's delivery rules: `.initial` calls before `observe` returns with the new value only
    /// (never an old one); `.prior` adds a call before the change that carries the old value when
    /// asked but never the new one; `.new`/`.old` fill the values.
    static let cases: [Case] = [
        Case(options: [], label: "none", calls: ["after setting new=nil old=nil"]),
        Case(options: .new, label: "new", calls: ["after setting new=B old=nil"]),
        Case(options: .old, label: "old", calls: ["after setting new=nil old=A"]),
        Case(options: [.new, .old], label: "new old", calls: ["after setting new=B old=A"]),
        Case(options: .initial, label: "initial", calls: ["after setting new=nil old=nil", "after setting new=nil old=nil"]),
        Case(options: [.initial, .new], label: "initial new", calls: ["after setting new=A old=nil", "after setting new=B old=nil"]),
        Case(options: [.initial, .old], label: "initial old", calls: ["after setting new=nil old=nil", "after setting new=nil old=A"]),
        Case(options: .prior, label: "prior", calls: ["prior setting new=nil old=nil", "after setting new=nil old=nil"]),
        Case(options: [.prior, .new], label: "prior new", calls: ["prior setting new=nil old=nil", "after setting new=B old=nil"]),
        Case(options: [.prior, .old], label: "prior old", calls: ["prior setting new=nil old=A", "after setting new=nil old=A"]),
        Case(options: [.initial, .prior, .new, .old], label: "all", calls: [
            "after setting new=A old=nil", "prior setting new=nil old=A", "after setting new=B old=A",
        ]),
    ]

    @Test(arguments: cases)
    func deliveryFollowsFoundationsRules(_ testCase: Case) throws {
        let pharmacy = Pharmacy(name: "A")
        let calls = Recorder<String>()
        let token = try pharmacy.observe("name", options: testCase.options) { _, change in calls.append(describe(change)) }
        pharmacy.name = "B"
        #expect(calls.all == testCase.calls)
        #expect(token.keyPath == "name")
    }

    @Test(arguments: cases)
    func typedKeyPathsDeliverTheSameWithTypedValues(_ testCase: Case) throws {
        let pharmacy = Pharmacy(name: "A")
        let calls = Recorder<String>()
        let token = try pharmacy.observe(\.name, options: testCase.options) { _, change in
            let new: String = change.newValue ?? "nil"
            let old: String = change.oldValue ?? "nil"
            calls.append("\(change.isPrior ? "prior" : "after") \(change.kind) new=\(new) old=\(old)")
        }
        pharmacy.name = "B"
        #expect(calls.all == testCase.calls)
        token.invalidate()
    }

    @Test func theHandlerReceivesTheObjectAndThePath() throws {
        let model = ViewModel()
        model.pharmacy = Pharmacy(name: "A")
        let seen = Recorder<String>()
        let token = try model.observe("pharmacy.name") { object, change in
            seen.append("\(object === model) \(change.keyPath)")
        }
        model.pharmacy?.name = "B"
        #expect(seen.all == ["true pharmacy.name"])
        token.invalidate()
    }

    @Test func observingAnUnknownKeyThrows() {
        #expect(throws: KeyValueError.unknownKey(type: "Pharmacy", key: "nam", suggestion: "name")) {
            _ = try Pharmacy().observe("nam") { _, _ in }
        }
    }
}
