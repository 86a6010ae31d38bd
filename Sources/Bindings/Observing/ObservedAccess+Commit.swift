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
        // The replaced value is released after unlocking: its deinit is user code. It is reached
        // through a pointer, as a captured variable would be checked for exclusive access at run time.
        var replaced = newValue
        let step: StoreStep = withUnsafeMutablePointer(to: &replaced) { replaced in
            // Stores unless written since `expected`, with the lock held; returns the observers to tell.
            func storeLocked(_ registrar: ObserverRegistrar) -> StoreStep {
                guard registrar.version == expected else { return .stale }
                swap(&value(field, Value.self).pointee, &replaced.pointee)
                registrar.version &+= 1
                return .stored(version: registrar.version, observers: notifies ? registrar.list : ObserverList())
            }
            let first: StoreStep = lock.withLock {
                let registrar = registrarLocked(field, Value.self, lock: lock)
                if notifies, registrar.version == expected, registrar.list.priorCount > 0 {
                    return .prior(registrar, registrar.list)
                }
                return storeLocked(registrar)
            }
            guard case .prior(let registrar, let before) = first else { return first }
            var prior = PropertyEvent(kind: kind, isPrior: true, indexes: indexes)
            if before.oldCount > 0 { prior.oldValue = old() }
            deliver(prior, to: before, of: object)
            return lock.withLock { storeLocked(registrar) }
        }
        guard case .stored(let version, let observers) = step else { return false }
        withExtendedLifetime(replaced) {}
        notifyObject(object, options)
        guard !observers.isEmpty else { return true }
        var event = PropertyEvent(kind: kind, isPrior: false, indexes: indexes)
        event.version = version
        if observers.oldCount > 0 { event.oldValue = old() }
        if observers.newCount > 0 { event.newValue = new() }
        deliver(event, to: observers, of: object)
        return true
    }
}
