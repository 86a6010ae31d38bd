@_spi(Testing) import Bindings
import BindingsTestSupport
import Foundation
import Testing

/// Owners, targets and bindings that threads let go of at the same time.
final class Slots: @unchecked Sendable {
    // @unchecked: `owners` and `targets` are guarded by `lock`.
    private let lock = NSLock()
    private var owners: [FakeCell?]
    private var targets: [FakeLabel?]

    init(owners: [FakeCell], targets: [FakeLabel]) {
        self.owners = owners
        self.targets = targets
    }

    func owner(_ index: Int) -> FakeCell? { lock.withLock { owners[index] } }
    /// Removes and returns the owner, so that the caller's release is the last one.
    func takeOwner(_ index: Int) -> FakeCell? { lock.withLock { owners[index].take() } }
    func takeTarget(_ index: Int) -> FakeLabel? { lock.withLock { targets[index].take() } }
}

/// A binding's two ends are freed on different threads while a third sets the owner: the owner's
/// registrar and the target's each end the binding as they go, and the binding leaves the other,
/// whichever goes first. Counts are exact: every binding ends, and every registrar and binding is
/// freed.
@Suite(.checksLiveObjects) struct BindingTeardownStressTests {
    static let pairs = 3_000

    /// The slots holding the only references to `pairs` owners and targets, and the bindings.
    static func bound() throws -> (Slots, [Binding]) {
        let owners = (0..<pairs).map { _ in FakeCell() }
        let targets = (0..<pairs).map { _ in FakeLabel() }
        var bindings: [Binding] = []
        for (owner, target) in zip(owners, targets) {
            owner.content = ["name": "first"]
            bindings.append(try target.bind("text", to: owner, "content.name", delivery: .synchronous))
        }
        return (Slots(owners: owners, targets: targets), bindings)
    }

    @Test func bothEndsFreedOnDifferentThreadsEndEveryBinding() throws {
        let before = LiveObjectsSnapshot()
        var (slots, bindings) = try Self.bound()
        #expect(LiveCounters.bindings.value == before.bindings + Self.pairs)
        #expect(LiveCounters.observerRegistrars.value == before.observerRegistrars + 2 * Self.pairs)
        #expect(bindings.filter(\.isActive).count == Self.pairs)
        onThreads(3) { [slots] worker in
            for index in 0..<Self.pairs {
                switch worker {
                case 0: _ = slots.takeOwner(index)
                case 1: _ = slots.takeTarget(index)
                default: slots.owner(index)?.content = ["name": "second"]
                }
            }
        }
        // Every owner and target is gone: no binding is left active, and only the handles here
        // keep the bindings themselves.
        #expect(bindings.filter(\.isActive).count == 0)
        #expect(LiveCounters.bindings.value == before.bindings + Self.pairs)
        #expect(LiveCounters.observerRegistrars.value == before.observerRegistrars)
        bindings.removeAll()
        slots = Slots(owners: [], targets: [])
        #expect(LiveObjectsSnapshot() == before)
    }
}
