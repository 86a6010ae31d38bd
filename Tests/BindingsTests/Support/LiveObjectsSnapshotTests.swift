import Bindings
import BindingsTestSupport
import Testing

@Suite(.checksLiveObjects) struct LiveObjectsSnapshotTests {
    /// The check can fail: a kept object and its observation move the counters, by exactly what they hold.
    @Test func snapshotsSeeObjectsThatStayAlive() throws {
        let before = LiveObjectsSnapshot()
        do {
            // The kept pharmacy's observed property has a registrar; the other pharmacy is a
            // temporary, freed at once with its registrar; its observation outlives it.
            let observed = Pharmacy()
            let kept = (observed, try observed.observe("phone") { _, _ in }, try Pharmacy().observe("name") { _, _ in })
            let during = LiveObjectsSnapshot()
            #expect(during.observerRegistrars == before.observerRegistrars + 1)
            #expect(during.observations == before.observations + 2)
            #expect(during.bindings == before.bindings)
            #expect(during.views == before.views)
            #expect(during != before)
            withExtendedLifetime(kept) {}
        }
        #expect(LiveObjectsSnapshot() == before)
    }
}
