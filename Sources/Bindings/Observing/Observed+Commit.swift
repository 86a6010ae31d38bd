import Foundation

extension Observed {
    /// Stores `newValue` and notifies observers of the change described by `kind` and `indexes`,
    /// unless the property was written since its `version` was `expected`; returns whether it stored.
    ///
    /// This keeps a read–edit–write atomic although the edit runs outside the lock (it may be user
    /// code): the caller reads `value` and `version` together under the lock, makes `newValue`
    /// unlocked, and on `false` redoes its edit on the fresh value. Observers of prior notifications
    /// are told before the store, unlocked, so a write in the meantime voids the store too: each
    /// redone edit sends its own prior notification. `old` and `new` give the values observers are
    /// sent, and run only when one wants them.
    func commit(_ newValue: Value, over expected: Int, kind: KeyValueChange.Kind, indexes: IndexSet?,
                old: () -> Any?, new: () -> Any?) -> Bool {
        lock.lock()
        guard version == expected else {
            lock.unlock()
            return false
        }
        if notifiesAutomatically, list.priorCount > 0 {
            let before = list
            lock.unlock()
            var prior = PropertyEvent(kind: kind, isPrior: true, indexes: indexes)
            if before.oldCount > 0 { prior.oldValue = old() }
            Self.deliver(prior, to: before)
            lock.lock()
            guard version == expected else {
                lock.unlock()
                return false
            }
        }
        // The replaced value is released after unlocking: its deinit is user code.
        let replaced = value
        value = newValue
        version &+= 1
        guard notifiesAutomatically, !list.isEmpty else {
            lock.unlock()
            withExtendedLifetime(replaced) {}
            return true
        }
        let snapshot = list
        lock.unlock()
        withExtendedLifetime(replaced) {}
        var event = PropertyEvent(kind: kind, isPrior: false, indexes: indexes)
        if snapshot.oldCount > 0 { event.oldValue = old() }
        if snapshot.newCount > 0 { event.newValue = new() }
        Self.deliver(event, to: snapshot)
        return true
    }
}
