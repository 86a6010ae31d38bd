import Bindings
import BindingsTestSupport
import Dispatch
import Foundation
import Testing

/// A target whose `text` setter holds the thread that sets "first" until the test lets it go, so a
/// stale value can be made to land after a newer one.
final class GatedTarget: KeyValueCoding, @unchecked Sendable {
    // @unchecked: `stored` is @Observed; the semaphores are thread-safe.
    @Observed var stored: String? = nil
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)

    var text: String? {
        get { stored }
        set {
            if newValue == "first" {
                entered.signal()
                release.wait()
            }
            stored = newValue
        }
    }

    static var computedKeys: [String: ComputedKey] {
        ["text": ComputedKey(\GatedTarget.text, dependsOn: "stored")]
    }
}

/// An owner with the shapes a binding reads: a plain property, a row dictionary, an array and an object.
final class DirectOwner: KeyValueCoding, @unchecked Sendable {
    @Observed var title: String? = "a"
    @Observed var row: [String: Any] = ["name": "n", "city": "c"]
    @Observed var tags: [String] = ["x"]
    @Observed var friend: Pharmacy? = Pharmacy(name: "p")
}

/// A binding reading one property of its owner is handed each new value; every way of changing the
/// owner still reaches the target exactly once, with the right text.
@Suite(.checksLiveObjects) struct DirectSourceBindingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let expression: String
        let change: @Sendable (DirectOwner) throws -> Void
        let texts: [String?]
        var testDescription: String { expression + " " + String(describing: texts) }
    }

    static let cases: [Case] = [
        Case(expression: "title", change: { $0.title = "b" }, texts: ["a", "b"]),
        Case(expression: "title", change: { try $0.setValue(nil, forKey: "title") }, texts: ["a", nil]),
        Case(expression: "row.name", change: { $0.row = ["name": "m"] }, texts: ["n", "m"]),
        Case(expression: "row.name", change: { try $0.setValue("z", forKeyPath: "row.name") }, texts: ["n", "z"]),
        Case(expression: "row.missing", change: { $0.row = ["missing": "found"] }, texts: [nil, "found"]),
        Case(expression: "`{row.name} of {row.city}`", change: { $0.row = ["name": "m", "city": "d"] }, texts: ["n of c", "m of d"]),
        Case(expression: "tags.@count", change: { $0.$tags.append("y") }, texts: ["1", "2"]),
        Case(expression: "tags.@count", change: { $0.$tags.removeAll() }, texts: ["1", "0"]),
        Case(expression: "friend.name", change: { $0.friend?.name = "q" }, texts: ["p", "q"]),
        Case(expression: "friend.name", change: { $0.friend = Pharmacy(name: "r") }, texts: ["p", "r"]),
    ]

    @Test(arguments: cases)
    func eachChangeSetsTheTargetOnce(_ testCase: Case) throws {
        let owner = DirectOwner()
        let label = FakeLabel()
        let sets = Recorder<String?>()
        let token = try label.observe("text", options: [.initial, .new]) { _, change in sets.append(change.newValue as? String) }
        let binding = try label.bind("text", to: owner, testCase.expression)
        try testCase.change(owner)
        // The observation's initial value, then one set per binding update.
        #expect(sets.all == [nil] + testCase.texts)
        #expect(label.text == testCase.texts.last ?? nil)
        withExtendedLifetime((token, binding)) {}
    }

    /// A value set late, after a newer one was applied on another thread, does not stay: the
    /// binding sees that a newer value came and reads the owner again.
    @Test func aStaleSetIsCorrected() throws {
        let owner = DirectOwner()
        let target = GatedTarget()
        let binding = try target.bind("text", to: owner, "title", delivery: .synchronous)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            owner.title = "first"
            done.signal()
        }
        target.entered.wait()
        owner.title = "second"
        #expect(target.stored == "second")
        target.release.signal()
        done.wait()
        #expect(target.stored == "second")
        withExtendedLifetime(binding) {}
    }

    /// Sets racing on four threads, each delivered on its own thread: the target ends on the
    /// owner's final value, a stale value never lands last.
    @Test func racingWritersEndOnTheLatestValue() throws {
        for round in 0..<20 {
            let owner = DirectOwner()
            let label = FakeLabel()
            let binding = try label.bind("text", to: owner, "title", delivery: .synchronous)
            onThreads(4) { thread in
                for step in 0..<500 { owner.title = "\(round)-\(thread)-\(step)" }
            }
            #expect(label.text == owner.title)
            #expect(owner.observerCount(forKey: "title") == 1)
            withExtendedLifetime(binding) {}
        }
    }
}
