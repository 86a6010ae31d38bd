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
        let mutex = StripedLock.mutex(for: object)
        StripedLock.lock(mutex)
        let registrar = registrarLocked(field, Value.self, stripe: mutex)
        guard registrar.version == expected else {
            StripedLock.unlock(mutex)
            return false
        }
        let options = options(field, Value.self)
        let notifies = !options.contains(.manual)
        if notifies, registrar.list.priorCount > 0 {
            let before = registrar.list
            StripedLock.unlock(mutex)
            var prior = PropertyEvent(kind: kind, isPrior: true, indexes: indexes)
            if before.oldCount > 0 { prior.oldValue = old() }
            deliver(prior, to: before, of: object)
            StripedLock.lock(mutex)
            guard registrar.version == expected else {
                StripedLock.unlock(mutex)
                return false
            }
        }
        // The replaced value is released after unlocking: its deinit is user code.
        var replaced = newValue
        swap(&value(field, Value.self).pointee, &replaced)
        registrar.version &+= 1
        let version = registrar.version
        let snapshot = notifies ? registrar.list : ObserverList()
        StripedLock.unlock(mutex)
        withExtendedLifetime(replaced) {}
        if options.contains(.affectsLayout) { object.observedLayoutPropertyDidChange() }
        guard !snapshot.isEmpty else { return true }
        var event = PropertyEvent(kind: kind, isPrior: false, indexes: indexes)
        event.version = version
        if snapshot.oldCount > 0 { event.oldValue = old() }
        if snapshot.newCount > 0 { event.newValue = new() }
        deliver(event, to: snapshot, of: object)
        return true
    }
}
