import Bindings
import BindingsTestSupport
import Testing

@Suite(.checksLiveObjects) struct LiveObjectsSnapshotTests {
    /// The check can fail: a kept object and its observation move the counters.
    @Test func snapshotsSeeObjectsThatStayAlive() throws {
        let before = LiveObjectsSnapshot()
        var kept: (Pharmacy, KeyValueObservation)? = (Pharmacy(), try Pharmacy().observe("name") { _, _ in })
        #expect(LiveObjectsSnapshot() != before)
        kept = nil
        #expect(kept == nil)
        #expect(LiveObjectsSnapshot() == before)
    }
}
