import Bindings
import BindingsTestSupport
import Dispatch
import Testing

/// A shelf whose array is edited from other threads while a main-actor observer watches it.
final class Shelf: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var titles: [String] = []
}

/// Changes made on other threads reach a main-actor handler whole and in order: the handler sees
/// exactly what a handler on the posting thread sees.
@Suite(.checksLiveObjects) struct MainActorDeliveryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let options: KeyValueObservingOptions
        let label: String
        let calls: [String]
        var testDescription: String { label }
    }

    /// A set, an insertion, a removal and a replacement, as Foundation describes each.
    static let cases: [Case] = [
        Case(options: [], label: "none", calls: [
            "after setting new=nil old=nil", "after insertion new=nil old=nil indexes=[1]",
            "after removal new=nil old=nil indexes=[0]", "after replacement new=nil old=nil indexes=[1]",
        ]),
        Case(options: .new, label: "new", calls: [
            "after setting new=[\"a\", \"b\", \"c\"] old=nil", "after insertion new=[\"x\"] old=nil indexes=[1]",
            "after removal new=nil old=nil indexes=[0]", "after replacement new=[\"y\"] old=nil indexes=[1]",
        ]),
        Case(options: .old, label: "old", calls: [
            "after setting new=nil old=[\"a\", \"b\"]", "after insertion new=nil old=nil indexes=[1]",
            "after removal new=nil old=[\"a\"] indexes=[0]", "after replacement new=nil old=[\"b\"] indexes=[1]",
        ]),
        Case(options: [.prior, .old, .new], label: "prior old new", calls: [
            "prior setting new=nil old=[\"a\", \"b\"]", "after setting new=[\"a\", \"b\", \"c\"] old=[\"a\", \"b\"]",
            "prior insertion new=nil old=nil indexes=[1]", "after insertion new=[\"x\"] old=nil indexes=[1]",
            "prior removal new=nil old=[\"a\"] indexes=[0]", "after removal new=nil old=[\"a\"] indexes=[0]",
            "prior replacement new=nil old=[\"b\"] indexes=[1]", "after replacement new=[\"y\"] old=[\"b\"] indexes=[1]",
        ]),
    ]

    @MainActor @Test(arguments: cases)
    func changesFromAnotherThreadArriveWholeAndInOrder(_ testCase: Case) async throws {
        let shelf = Shelf()
        shelf.titles = ["a", "b"]
        let received = Recorder<String>()
        let posted = Recorder<String>()
        let token = try shelf.observe("titles", options: testCase.options, delivery: .mainActor) { object, change in
            received.append(describe(change) + (MainQueue.isCurrent && object === shelf ? "" : " elsewhere"))
        }
        let direct = try shelf.observe("titles", options: testCase.options) { _, change in posted.append(describe(change)) }
        // The main queue is held until the thread is done: nothing arrives before the drain.
        onThreads(1) { _ in
            shelf.titles = ["a", "b", "c"]
            shelf.$titles.insert("x", at: 1)
            shelf.$titles.remove(at: 0)
            shelf.$titles.replace(at: 1, with: "y")
        }
        #expect(received.all == [])
        await drainMainQueue()
        #expect(received.all == testCase.calls)
        #expect(posted.all == testCase.calls)
        #expect(shelf.titles == ["x", "y", "c"])
        token.invalidate()
        direct.invalidate()
    }

    @MainActor @Test func aChangeOnTheMainActorComesAfterThoseQueuedBeforeIt() throws {
        let shelf = Shelf()
        let received = Recorder<String>()
        let token = try shelf.observe("titles", options: .new, delivery: .mainActor) { _, change in
            received.append(describe(change))
        }
        onThreads(1) { _ in shelf.$titles.append("thread") }
        #expect(received.all == [])
        shelf.$titles.append("main")
        #expect(received.all == ["after insertion new=[\"thread\"] old=nil indexes=[0]",
                                 "after insertion new=[\"main\"] old=nil indexes=[1]"])
        token.invalidate()
    }

    static let threads = 4
    static let appendsPerThread = 500

    /// Run under `swift test --sanitize=thread` too: the queue of changes is shared by the threads
    /// that post and the main actor that delivers.
    @MainActor @Test func everyChangeOfSeveralThreadsArrivesOnceInEachThreadsOrder() async throws {
        let shelf = Shelf()
        let received = Recorder<(title: String, index: Int, onMain: Bool)>()
        let token = try shelf.observe("titles", options: .new, delivery: .mainActor) { _, change in
            let title = (change.newValue as? [String])?.joined(separator: ",") ?? "nil"
            let index = change.kind == .insertion && change.indexes?.count == 1 ? change.indexes?.first ?? -1 : -1
            received.append((title, index, MainQueue.isCurrent))
        }
        onThreads(Self.threads) { worker in
            for step in 0..<Self.appendsPerThread { shelf.$titles.append("\(worker).\(step)") }
        }
        #expect(received.count == 0)
        await drainMainQueue()
        let all = received.all
        let total = Self.threads * Self.appendsPerThread
        #expect(all.count == total)
        #expect(all.filter(\.onMain).count == total)
        // Each append arrives once, as the insertion at the index it took.
        #expect(all.map(\.index).sorted() == Array(0..<total))
        let titles = shelf.titles
        #expect(all.map { titles.indices.contains($0.index) ? titles[$0.index] : "missing" } == all.map(\.title))
        for worker in 0..<Self.threads {
            let own = all.map(\.title).filter { $0.hasPrefix("\(worker).") }
            #expect(own == (0..<Self.appendsPerThread).map { "\(worker).\($0)" })
        }
        token.invalidate()
    }
}
