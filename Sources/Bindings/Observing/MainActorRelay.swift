import Dispatch
import Foundation

/// Hands an observation's changes to a main-actor handler, each one whole: at once when it happens
/// on the main queue (which the main actor runs on), otherwise queued there in the order posted.
final class MainActorRelay<Root: AnyObject>: @unchecked Sendable {
    // @unchecked: `queue`, `head` and `drainScheduled` are guarded by `lock`; the rest is immutable.
    // NSLock rather than the runtime's pooled lock: a pooled mutex may be shared with the object
    // that posts, and rather than `Mutex`, which ThreadSanitizer cannot see on Linux.
    private let handler: @MainActor (Root, KeyValueChange) -> Void
    private let lock = NSLock()
    /// Changes posted off the main queue; those before `head` are delivered (and cleared, so that
    /// their values are released outside the lock).
    private var queue: [KeyValueChange?] = []
    private var head = 0
    /// Whether a drain is queued on the main queue and will run until `queue` is empty.
    private var drainScheduled = false

    init(handler: @escaping @MainActor (Root, KeyValueChange) -> Void) {
        self.handler = handler
    }

    /// Delivers `change` of `object` now on the main queue, after any changes still queued (so the
    /// handler sees every change in the order posted); elsewhere queues it.
    func relay(_ change: KeyValueChange, of object: Root) {
        if MainQueue.isCurrent {
            nonisolated(unsafe) let object = object
            nonisolated(unsafe) let change = change
            MainActor.assumeIsolated {
                deliverQueued()
                handler(object, change)
            }
            return
        }
        let schedules = lock.withLock {
            queue.append(change)
            defer { drainScheduled = true }
            return !drainScheduled
        }
        guard schedules else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.deliverQueued() }
        }
    }

    /// Delivers the queued changes one at a time, taking each under the lock and calling the
    /// handler outside it; a change the handler makes on the main actor drains the rest first.
    /// The object is not held by the queue: the observation holds it weakly and it is read here,
    /// so a change whose observation has ended, or whose object is gone, is dropped.
    @MainActor private func deliverQueued() {
        while let change = nextQueued() {
            guard let object = change.observation.deliveringRoot() as? Root else { continue }
            handler(object, change)
        }
    }

    private func nextQueued() -> KeyValueChange? {
        lock.withLock {
            guard head < queue.count else {
                queue.removeAll(keepingCapacity: false)
                head = 0
                drainScheduled = false
                return nil
            }
            defer { head += 1 }
            return queue[head].take()
        }
    }
}
