import Bindings
import BindingsTestSupport
import Dispatch
import Testing

/// A main-actor object's model: its properties take no lock and belong to the main actor.
final class ConfinedModel: KeyValueCoding, @unchecked Sendable {
    @Observed var title = ""
    static var observedPropertiesAreConfined: Bool { true }
}

/// Observations whose handlers run on the main actor, and the check that stops a main-actor
/// object being set from another thread.
@Suite(.checksLiveObjects) struct MainActorObservationTests {
    @MainActor @Test func changesOnTheMainActorAreDeliveredAtOnceWithEveryDetail() throws {
        let list = TodoList()
        list.items = [TodoItem(), TodoItem()]
        let calls = Recorder<String>()
        let token = try list.observe("items.done", options: [.prior, .old, .new], delivery: .mainActor) { _, change in
            calls.append(describe(change) + (MainQueue.isCurrent ? " main" : " elsewhere"))
        }
        list.items[1].done = true
        #expect(calls.all == ["prior replacement new=nil old=[false] indexes=[1] main",
                              "after replacement new=[true] old=[false] indexes=[1] main"])
        token.invalidate()
    }

    @MainActor @Test func changesElsewhereArriveQueuedWithEveryDetail() async throws {
        let model = SearchModel()
        let calls = Recorder<String>()
        let token = try model.observe("searchText", options: [.prior, .old, .new, .initial], delivery: .mainActor) { object, change in
            calls.append(describe(change) + " \(object === model) " + (MainQueue.isCurrent ? "main" : "elsewhere"))
        }
        #expect(calls.all == ["after setting new= old=nil true main"])
        // The main queue is held until the thread is done: its changes arrive at the next drain.
        onThreads(1) { _ in
            model.searchText = "x"
            model.searchText = "y"
        }
        #expect(calls.count == 1)
        await drainMainQueue()
        #expect(calls.all == ["after setting new= old=nil true main",
                              "prior setting new=nil old= true main", "after setting new=x old= true main",
                              "prior setting new=nil old=x true main", "after setting new=y old=x true main"])
        token.invalidate()
    }

    @MainActor @Test func typedKeyPathsTooAndQueuedCallsEndWithTheObservation() async throws {
        let model = SearchModel()
        let values = Recorder<String>()
        let token = try model.observe(\.searchText, options: .new, delivery: .mainActor) { _, change in
            values.append(change.newValue ?? "nil")
        }
        model.searchText = "here"
        onThreads(1) { _ in model.searchText = "there" }
        await drainMainQueue()
        onThreads(1) { _ in model.searchText = "dropped" }
        token.invalidate()
        await drainMainQueue()
        #expect(values.all == ["here", "there"])
    }

    @Test func settingAMainActorObjectByNameElsewhereStopsWithItsClassAndKey() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let model = ConfinedModel()
            onThreads(1) { _ in try? model.setValue("x", forKey: "title") }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("ConfinedModel.title was set off the main actor, but ConfinedModel's @Observed properties belong "
            + "to the main actor (observedPropertiesAreConfined). Set it on the main actor: observe with `delivery: .mainActor` "
            + "(or bind with `delivery: .mainActor`) to run the handler there"))
    }
}
