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
        let before = sets.count

        await Task.detached {
            for index in 1...1_000 { model.searchText = "value \(index)" }
        }.value
        await drainMainQueue()

        #expect(view.text == "value 1000")
        let mainSets = Array(sets.all.dropFirst(before))
        #expect(!mainSets.isEmpty)
        #expect(mainSets.count < 1_000)
        #expect(mainSets.allSatisfy { $0 })
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
        #expect(threads.all.last == false)
        token.invalidate()
    }
}
