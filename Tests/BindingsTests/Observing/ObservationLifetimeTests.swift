import Bindings
import BindingsTestSupport
import Testing

/// Serialized: one test reads the process-wide live counters, which its neighbours would move.
@Suite(.checksLiveObjects, .serialized) struct ObservationLifetimeTests {
    @Test func invalidateIsIdempotentAndStopsDelivery() throws {
        let pharmacy = Pharmacy(name: "A")
        let calls = Recorder<String>()
        let token = try pharmacy.observe("name", options: .new) { _, change in calls.append(render(change.newValue)) }
        pharmacy.name = "B"
        token.invalidate()
        token.invalidate()
        pharmacy.name = "C"
        #expect(calls.all == ["B"])
        #expect(!token.isValid)
        #expect(pharmacy.observerCount(forKey: "name") == 0)
    }

    @Test func releasingTheTokenEndsTheObservation() throws {
        let pharmacy = Pharmacy(name: "A")
        let calls = Recorder<String>()
        do {
            let token = try pharmacy.observe("name", options: .new) { _, change in calls.append(render(change.newValue)) }
            pharmacy.name = "B"
            withExtendedLifetime(token) {}
        }
        pharmacy.name = "C"
        #expect(calls.all == ["B"])
        #expect(pharmacy.observerCount(forKey: "name") == 0)
    }

    @Test func theObservedObjectMayBeReleasedWhileObserved() throws {
        weak var releasedModel: ViewModel?
        weak var releasedPharmacy: Pharmacy?
        let calls = Recorder<String>()
        let before = LiveObjectsSnapshot()
        var token: KeyValueObservation?
        do {
            let model = ViewModel()
            let pharmacy = Pharmacy(name: "A")
            model.pharmacy = pharmacy
            releasedModel = model
            releasedPharmacy = pharmacy
            token = try model.observe("pharmacy.name", options: .new) { _, change in calls.append(render(change.newValue)) }
            pharmacy.name = "B"
            model.pharmacy = Pharmacy(name: "C")
        }
        // The token keeps neither object: both are freed, with every @Observed storage they had;
        // only the observation itself is still alive, and it knows its object is gone.
        #expect(releasedModel == nil)
        #expect(releasedPharmacy == nil)
        let whileObserved = LiveObjectsSnapshot()
        #expect(whileObserved.observerRegistrars == before.observerRegistrars)
        #expect(whileObserved.observations == before.observations + 1)
        #expect(calls.all == ["B", "C"])
        #expect(token?.isValid == false)
        token?.invalidate()
        #expect(token?.isValid == false)
        token = nil
        #expect(LiveObjectsSnapshot() == before)
        #expect(calls.all == ["B", "C"])
    }

    @Test func aHandlerMayInvalidateItsObservationDuringTheInitialCall() throws {
        let pharmacy = Pharmacy(name: "A")
        let calls = Recorder<String>()
        let token = try pharmacy.observe("name", options: [.initial, .new]) { _, change in
            calls.append(render(change.newValue))
            change.observation.invalidate()
        }
        pharmacy.name = "B"
        #expect(calls.all == ["A"])
        #expect(!token.isValid)
    }

    @Test func invalidatingAnotherObserverDuringDeliverySkipsOnlyThatOne() throws {
        let pharmacy = Pharmacy(name: "A")
        let calls = Recorder<String>()
        let holder = Recorder<KeyValueObservation>()
        let first = try pharmacy.observe("name", options: .new) { _, change in
            calls.append("first \(render(change.newValue))")
            holder.all.first?.invalidate()
        }
        let second = try pharmacy.observe("name", options: .new) { _, change in calls.append("second \(render(change.newValue))") }
        let third = try pharmacy.observe("name", options: .new) { _, change in calls.append("third \(render(change.newValue))") }
        holder.append(second)
        pharmacy.name = "B"
        pharmacy.name = "C"
        #expect(calls.all == ["first B", "third B", "first C", "third C"])
        first.invalidate()
        third.invalidate()
    }

    /// A set inside a handler notifies again at once, depth first, as Foundation does; a handler
    /// that sets only when the value needs fixing therefore terminates.
    @Test func aReentrantSetInsideAHandlerIsDeliveredDepthFirstAndTerminates() throws {
        let pharmacy = Pharmacy(name: "a")
        let calls = Recorder<String>()
        let fixer = try pharmacy.observe("name", options: .new) { object, change in
            calls.append("fixer \(render(change.newValue))")
            if let name = change.newValue as? String, name != name.uppercased() { object.name = name.uppercased() }
        }
        let watcher = try pharmacy.observe("name", options: .new) { _, change in calls.append("watcher \(render(change.newValue))") }
        pharmacy.name = "b"
        #expect(pharmacy.name == "B")
        #expect(calls.all == ["fixer b", "fixer B", "watcher B", "watcher b"])
        fixer.invalidate()
        watcher.invalidate()
    }

    @Test func twoObserversOfTheSamePathBothFire() throws {
        let model = ViewModel()
        model.pharmacy = Pharmacy(name: "A")
        let calls = Recorder<String>()
        let one = try model.observe("pharmacy.name", options: .new) { _, change in calls.append("one \(render(change.newValue))") }
        let two = try model.observe("pharmacy.name", options: .new) { _, change in calls.append("two \(render(change.newValue))") }
        model.pharmacy?.name = "B"
        #expect(calls.all == ["one B", "two B"])
        one.invalidate()
        two.invalidate()
    }

    @Test func selfObservationLeaksNothing() throws {
        weak var released: SelfObserver?
        let calls = Recorder<String>()
        do {
            let object = try SelfObserver(calls: calls)
            released = object
            object.value = 2
        }
        #expect(released == nil)
        #expect(calls.all == ["2"])
    }
}

/// Observes its own property and keeps the token, the common view-model pattern.
final class SelfObserver: KeyValueCoding, @unchecked Sendable {
    @Observed var value = 1
    private var token: KeyValueObservation?

    init(calls: Recorder<String>) throws {
        token = try observe("value", options: .new) { _, change in calls.append(render(change.newValue)) }
    }
}
