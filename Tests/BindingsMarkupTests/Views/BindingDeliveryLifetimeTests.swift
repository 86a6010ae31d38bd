@_spi(Testing) import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// A model several real labels are bound to, held by the test through `Holder` so that code run
/// during a delivery can let it go.
final class BroadcastModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var title: String? = "first"
}

/// Either end of a binding may be freed while a change is being delivered to it and its siblings:
/// by user code the delivery runs (an observer of a label's text), on the main actor, as a view
/// controller tearing down a screen does. The remaining bindings go on, the freed end's binding is
/// skipped, and nothing outlives its end.
@MainActor @Suite(.checksLiveObjects) struct BindingDeliveryLifetimeTests {
    /// Three labels bound to one model property, in order; an observer of the first label's text
    /// runs `during` when the first binding sets it.
    @MainActor final class Scene {
        var model: BroadcastModel? = BroadcastModel()
        var labels: [Label?] = [Label(), Label(), Label()]
        var token: KeyValueObservation?

        init(during: @escaping @MainActor (Scene) -> Void) throws {
            for label in labels {
                try label?.bind("text", to: model!, "title")
            }
            token = try labels[0]?.observe("text") { [unowned self] _, _ in
                MainActor.assumeIsolated { during(self) }
            }
        }
    }

    @Test func aTargetFreedDuringTheDeliveryIsSkipped() throws {
        let bindingsBefore = LiveCounters.bindings.value
        let scene = try Scene { scene in scene.labels[1] = nil }
        #expect(LiveCounters.bindings.value == bindingsBefore + 3)
        weak let second = scene.labels[1]
        scene.model?.title = "second"
        #expect(second == nil)
        #expect(scene.labels.map { $0?.text } == ["second", nil, "second"])
        #expect(LiveCounters.bindings.value == bindingsBefore + 2)
        scene.token = nil
    }

    @Test func theOwnerFreedDuringTheDeliveryEndsEveryBinding() throws {
        let bindingsBefore = LiveCounters.bindings.value
        let scene = try Scene { scene in scene.model = nil }
        weak let model = scene.model
        scene.model?.title = "second"
        // The setter ran to its end: the labels after the first were set before the model went.
        #expect(model == nil)
        #expect(scene.labels.map { $0?.text } == ["second", "second", "second"])
        #expect(LiveCounters.bindings.value == bindingsBefore)
        scene.token = nil
    }

    @Test func aBindingReplacedDuringTheDeliveryStopsAndItsSuccessorWins() throws {
        let other = BroadcastModel()
        other.title = "other"
        var replacement: Binding?
        let scene = try Scene { scene in
            if replacement == nil, let label = scene.labels[2] {
                replacement = try? label.bind("text", to: other, "title")
            }
        }
        scene.model?.title = "second"
        #expect(scene.labels.map { $0?.text } == ["second", "second", "other"])
        #expect(scene.labels[2]?.binding(forKey: "text") === replacement)
        other.title = "other again"
        scene.model?.title = "third"
        #expect(scene.labels.map { $0?.text } == ["third", "third", "other again"])
        scene.token = nil
    }

    @Test func unbindingEveryBindingDuringTheDeliveryStopsTheRest() throws {
        let scene = try Scene { scene in
            for label in scene.labels { label?.unbind("text") }
        }
        scene.model?.title = "second"
        #expect(scene.labels.map { $0?.text } == ["second", "first", "first"])
        #expect(scene.labels.map { $0?.binding(forKey: "text") == nil } == [true, true, true])
        scene.token = nil
    }
}
