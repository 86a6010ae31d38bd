import Dispatch
import Synchronization

/// Hands an observation's changes to a main-actor handler: at once when they happen on the main
/// queue (which the main actor runs on), otherwise as one coalesced change queued there.
final class MainActorRelay<Root: AnyObject>: Sendable {
    private let handler: @MainActor (Root, KeyValueChange) -> Void
    private let wantsNew: Bool
    /// Whether a coalesced change is queued and not yet delivered.
    private let pending = Atomic<Bool>(false)

    init(wantsNew: Bool, handler: @escaping @MainActor (Root, KeyValueChange) -> Void) {
        self.wantsNew = wantsNew
        self.handler = handler
    }

    /// Delivers `change` of `object` now on the main queue; elsewhere queues one delivery, unless
    /// one is queued already, and drops prior notifications.
    func relay(_ change: KeyValueChange, of object: Root) {
        if MainQueue.isCurrent {
            nonisolated(unsafe) let object = object
            nonisolated(unsafe) let change = change
            MainActor.assumeIsolated { handler(object, change) }
            return
        }
        guard !change.isPrior, !pending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let observation = change.observation
        // The object is not captured: the observation holds it weakly and it is read there.
        DispatchQueue.main.async {
            self.pending.store(false, ordering: .releasing)
            MainActor.assumeIsolated { self.deliverCoalesced(from: observation) }
        }
    }

    @MainActor private func deliverCoalesced(from observation: KeyValueObservation) {
        guard let (root, value) = observation.rootAndCurrentValue(), let object = root as? Root else { return }
        handler(object, KeyValueChange(kind: .setting, newValue: wantsNew ? value : nil, oldValue: nil, indexes: nil,
                                       isPrior: false, keyPath: observation.keyPath, observation: observation))
    }
}
