import Foundation

extension ObservedAccess {
    /// Stores `newValue` in the property at `field` and notifies observers of the change described
    /// by `kind` and `indexes`, unless the property was written since its version was `expected`;
    /// returns whether it stored.
    ///
    /// This keeps a read–edit–write atomic although the edit runs outside the lock (it may be user
    /// code): the caller reads the value and version together (``valueForEdit(_:_:of:)``), makes
    /// `newValue` unlocked, and on `false` redoes its edit on the fresh value. Observers of prior
    /// notifications are told before the store, unlocked, so a write in the meantime voids the store
    /// too: each redone edit sends its own prior notification. `old` and `new` give the values
    /// observers are sent, and run only when one wants them.
    static func commit<Value>(_ newValue: Value, over expected: Int, to field: UnsafeMutableRawPointer, of object: any KeyValueCoding,
                       kind: KeyValueChange.Kind, indexes: IndexSet?, old: () -> Any?, new: () -> Any?) -> Bool {
        let lock = Lock(for: object)
        let options = options(field, Value.self)
        let notifies = !options.contains(.manual)
        // The replaced value is released after unlocking: its deinit is user code.
        var replaced = newValue
        // Stores unless written since `expected`, with the lock held; returns the observers to tell.
        func storeLocked(_ registrar: ObserverRegistrar) -> (version: Int, observers: ObserverList)? {
            guard registrar.version == expected else { return nil }
            swap(&value(field, Value.self).pointee, &replaced)
            registrar.version &+= 1
            return (registrar.version, notifies ? registrar.list : ObserverList())
        }
        let first: Commit = lock.withLock {
            let registrar = registrarLocked(field, Value.self, lock: lock)
            if notifies, registrar.version == expected, registrar.list.priorCount > 0 {
                return .prior(registrar, registrar.list)
            }
            guard let stored = storeLocked(registrar) else { return .stale }
            return .stored(version: stored.version, observers: stored.observers)
        }
        let stored: (version: Int, observers: ObserverList)
        switch first {
        case .stale:
            return false
        case .stored(let version, let observers):
            stored = (version, observers)
        case .prior(let registrar, let before):
            var prior = PropertyEvent(kind: kind, isPrior: true, indexes: indexes)
            if before.oldCount > 0 { prior.oldValue = old() }
            deliver(prior, to: before, of: object)
            guard let second = lock.withLock({ storeLocked(registrar) }) else { return false }
            stored = second
        }
        withExtendedLifetime(replaced) {}
        notifyObject(object, options)
        guard !stored.observers.isEmpty else { return true }
        var event = PropertyEvent(kind: kind, isPrior: false, indexes: indexes)
        event.version = stored.version
        if stored.observers.oldCount > 0 { event.oldValue = old() }
        if stored.observers.newCount > 0 { event.newValue = new() }
        deliver(event, to: stored.observers, of: object)
        return true
    }

    /// What the first look under the lock found.
    private enum Commit {
        /// Written since the edit read it.
        case stale
        /// Stored: the write's version and the observers to tell.
        case stored(version: Int, observers: ObserverList)
        /// Observers want a prior notification, sent before storing.
        case prior(ObserverRegistrar, ObserverList)
    }
}
