import Bindings
import Dispatch
import BindingsTestSupport
import Testing

@Suite(.checksLiveObjects) struct BindingThreadingTests {
    @MainActor @Test func changesOnTheMainActorAreDeliveredSynchronously() throws {
        let model = SearchModel()
        let view = FakeView()
        try view.bind("text", to: model, "searchText")
        model.searchText = "now"
        #expect(view.text == "now")
    }

    @MainActor @Test func backgroundChangesLandOnTheMainActorCoalesced() async throws {
        let model = SearchModel()
        let view = FakeView()
        let sets = Recorder<Bool>()
        let token = try view.observe("text") { _, _ in sets.append(MainQueueProbe.isCurrent) }
        try view.bind("text", to: model, "searchText")
        // Bound on the main actor: the initial value is set at once.
        #expect(sets.all == [true])
        #expect(view.text == "")

        // The main queue is blocked until all 1,000 changes are made, so exactly one update is
        // queued, and it reads the latest value when it runs.
        DispatchQueue.global().sync {
            for index in 1...1_000 { model.searchText = "value \(index)" }
        }
        #expect(view.text == "")
        await drainMainQueue()

        #expect(view.text == "value 1000")
        #expect(sets.all == [true, true])
        token.invalidate()
    }

    @Test func synchronousDeliveryStaysOnTheChangingThread() throws {
        let model = SearchModel()
        let label = FakeLabel()
        let threads = Recorder<Bool>()
        let token = try label.observe("text") { _, _ in threads.append(MainQueueProbe.isCurrent) }
        try label.bind("text", to: model, "searchText", delivery: .synchronous)
        DispatchQueue.global().sync { model.searchText = "background" }
        #expect(label.text == "background")
        // The initial set on the test's thread and the change on the global queue, neither on main.
        #expect(threads.all == [false, false])
        token.invalidate()
    }
}
