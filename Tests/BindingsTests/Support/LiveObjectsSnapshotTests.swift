import Bindings
import BindingsTestSupport
import Testing

@Suite(.checksLiveObjects) struct LiveObjectsSnapshotTests {
    /// The check can fail: a kept object and its observation move the counters, by exactly what they hold.
    @Test func snapshotsSeeObjectsThatStayAlive() throws {
        let before = LiveObjectsSnapshot()
        do {
            // The observed pharmacy is a temporary, freed at once; the observation outlives it.
            let kept = (Pharmacy(), try Pharmacy().observe("name") { _, _ in })
            let during = LiveObjectsSnapshot()
            #expect(during.observedProperties == before.observedProperties + 6)
            #expect(during.observations == before.observations + 1)
            #expect(during.bindings == before.bindings)
            #expect(during.views == before.views)
            #expect(during != before)
            withExtendedLifetime(kept) {}
        }
        #expect(LiveObjectsSnapshot() == before)
    }
}
