@_spi(Backend) import Bindings
import BindingsTestSupport
import Synchronization
import Testing

/// A model that counts changes of `size` in its own hook, as a view marks its layout.
final class Sized: KeyValueCoding, @unchecked Sendable {
    @Observed(.notifiesObject) var size = 0
    @Observed var sizes: [Int] = []
    @Observed var name = ""
    let marks = Atomic<Int>(0)

    func observedPropertyDidChange() {
        marks.wrappingAdd(1, ordering: .relaxed)
    }
}

/// `ObservedOptions.notifiesObject` calls the object's hook once per change, however it is made,
/// before observers hear of it; `insertObservedOptions(_:forKeys:)` marks keys at run time.
@Suite(.checksLiveObjects) struct NotifiesObjectTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let change: @Sendable (Sized) throws -> Void
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "typed set") { $0.size = 1 },
        Case(label: "set by name") { try $0.setValue(2, forKey: "size") },
        Case(label: "set through the projection") { $0.$size.set(3) },
        Case(label: "manual notification does not set") { $0.willChangeValue(forKey: "size"); $0.didChangeValue(forKey: "size") },
    ]

    @Test(arguments: cases)
    func eachChangeCallsTheHookOnce(_ testCase: Case) throws {
        let sized = Sized()
        try testCase.change(sized)
        #expect(sized.marks.load(ordering: .relaxed) == (testCase.label.hasPrefix("manual") ? 0 : 1))
    }

    @Test func theHookRunsBeforeObservers() throws {
        let sized = Sized()
        let seen = Recorder<Int>()
        let token = try sized.observe("size") { object, _ in seen.append(object.marks.load(ordering: .relaxed)) }
        sized.size = 5
        sized.size = 6
        #expect(seen.all == [1, 2])
        withExtendedLifetime(token) {}
    }

    @Test func keysMarkedAtRunTimeCallTheHook() throws {
        let sized = Sized()
        sized.name = "before"
        sized.$sizes.append(1)
        #expect(sized.marks.load(ordering: .relaxed) == 0)
        try sized.insertObservedOptions(.notifiesObject, forKeys: ObservedPropertyKeys(["name", "sizes"], of: Sized.self))
        sized.name = "after"
        sized.$sizes.append(2)
        #expect(sized.marks.load(ordering: .relaxed) == 2)
        #expect(sized.sizes == [1, 2])
    }
}
