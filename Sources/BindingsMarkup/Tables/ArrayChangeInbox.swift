import Bindings
import Foundation

/// One change of a bound array as its observer heard it, taken to the main actor.
struct ArrayChangeEvent: @unchecked Sendable {
    // @unchecked: `elements` are the observed array's own elements, which its owner already shares
    // between threads; the table reads them only on the main actor.
    let kind: KeyValueChange.Kind
    let indexes: IndexSet?
    /// The inserted or replacing elements, or the whole array for a setting.
    let elements: [Any]?
    /// The array property's write count after the change, which orders changes made on several
    /// threads; 0 when unknown (the array is reached through other keys, or this is the first value).
    let version: Int

    init(_ change: KeyValueChange, versioned: Bool) {
        kind = change.kind
        indexes = change.indexes
        elements = change.newValue as? [Any]
        version = versioned ? change.writeVersion : 0
    }
}

/// The changes of a bound array waiting for the main actor, in the order they were heard.
///
/// Changes made on the main queue are applied at once; others wait here and one drain is
/// scheduled on the main queue for however many arrive until it runs. Nothing here calls out:
/// the lock only guards the list.
final class ArrayChangeInbox: @unchecked Sendable {
    // @unchecked: `state` is read and written only under `lock`.
    private struct State {
        var events: [ArrayChangeEvent] = []
        /// Whether an event came from another thread: its order against others is not certain.
        var offMain = false
        var drainScheduled = false
    }

    private var lock: Lock { Lock(for: self) }
    private var state = State()

    /// Adds `event`; returns whether the caller must schedule a drain on the main queue.
    func append(_ event: ArrayChangeEvent, onMain: Bool) -> Bool {
        lock.withLock {
            state.events.append(event)
            guard !onMain else { return false }
            state.offMain = true
            guard !state.drainScheduled else { return false }
            state.drainScheduled = true
            return true
        }
    }

    /// Takes every waiting event, and whether one came from another thread.
    func takeAll() -> (events: [ArrayChangeEvent], offMain: Bool) {
        lock.withLock {
            let taken = (state.events, state.offMain)
            state = State()
            return taken
        }
    }
}
