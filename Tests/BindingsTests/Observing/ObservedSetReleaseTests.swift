@testable import Bindings
import BindingsTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A set lets go of its object's lock to tell prior observers, or to compare a distinct value, and
/// keeps a copy of the current value meanwhile. A set in that window (another thread's, or one an
/// observer makes) may leave the copy the value's last reference: the copy is freed before the lock
/// is taken again, as the value's deinit is user code, which may take a lock of the pool (a
/// registrar's deinit does) and deadlock on a mutex the object shares with it.
@Suite(.checksLiveObjects) struct ObservedSetReleaseTests {
    /// Records, when freed, whether the lock of the object that held it was free.
    final class Tracked: Equatable, @unchecked Sendable {
        let mutex: UnsafeMutablePointer<pthread_mutex_t>
        let freedWithLockFree: Recorder<Bool>
        /// Called by `==`, the distinct set's comparison, which runs with the lock let go.
        var onCompare: (() -> Void)?

        init(lockOf holder: Holder, recording: Recorder<Bool>) {
            mutex = Lock(for: holder).mutex
            freedWithLockFree = recording
        }

        deinit {
            let free = pthread_mutex_trylock(mutex) == 0
            if free { pthread_mutex_unlock(mutex) }
            freedWithLockFree.append(free)
        }

        static func == (lhs: Tracked, rhs: Tracked) -> Bool {
            let compare = lhs.onCompare ?? rhs.onCompare
            lhs.onCompare = nil
            rhs.onCompare = nil
            compare?()
            return lhs === rhs
        }
    }

    final class Holder: KeyValueCoding, @unchecked Sendable {
        @Observed var value: Tracked? = nil
        @Observed(distinct: true) var distinctValue: Tracked? = nil
    }

    @Test func aValueReplacedWhilePriorObserversAreToldIsFreedWithTheLockFree() throws {
        let holder = Holder()
        let freed = Recorder<Bool>()
        holder.value = Tracked(lockOf: holder, recording: freed)
        let calls = Recorder<String>()
        let token = try holder.observe("value", options: .prior) { object, change in
            calls.append(change.isPrior ? "prior" : "after")
            // The first prior notification replaces the value itself: the outer set's copy of
            // the old value is then its last reference.
            if calls.all == ["prior"] { object.value = nil }
        }
        holder.value = nil
        withExtendedLifetime(token) {}
        #expect(calls.all == ["prior", "prior", "after", "after"])
        #expect(freed.all == [true])
    }

    @Test func aValueReplacedWhileADistinctSetComparesIsFreedWithTheLockFree() {
        let holder = Holder()
        let freed = Recorder<Bool>()
        do {
            let first = Tracked(lockOf: holder, recording: freed)
            holder.distinctValue = first
            // The comparison of the next set replaces the value: that set's copy of it is then
            // its last reference.
            first.onCompare = { [unowned holder] in holder.distinctValue = nil }
        }
        holder.distinctValue = Tracked(lockOf: holder, recording: freed)
        #expect(freed.all == [true])
        holder.distinctValue = nil
        #expect(freed.all == [true, true])
    }
}
