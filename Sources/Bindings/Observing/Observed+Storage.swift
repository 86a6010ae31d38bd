import Foundation

// The paths a set takes when the property is observed, and the steps that key-value coding by
// name, collection edits and manual notification share. Each works on the property's storage in
// its object, under the object's stripe lock (see `StripedLock`).
extension Observed {
    /// The registrar of the property at `field`, created if needed; call with the stripe held.
    static func registrarLocked(_ field: UnsafeMutablePointer<Self>, stripe: UnsafeMutablePointer<pthread_mutex_t>) -> ObserverRegistrar {
        if let registrar = field.pointee.registrar { return registrar }
        let registrar = ObserverRegistrar(stripe: stripe)
        field.pointee.registrar = registrar
        return registrar
    }

    /// The registrar of the property at `field` in `object`, created if `creating`.
    static func registrar(at field: UnsafeMutablePointer<Self>, of object: AnyObject, creating: Bool) -> ObserverRegistrar? {
        let mutex = StripedLock.mutex(for: object)
        StripedLock.lock(mutex)
        defer { StripedLock.unlock(mutex) }
        return creating ? registrarLocked(field, stripe: mutex) : field.pointee.registrar
    }

    /// The value of the property at `field` in `object`.
    static func read(_ field: UnsafeMutablePointer<Self>, of object: AnyObject, confined: Bool) -> Value {
        if confined { return field.pointee.value }
        let mutex = StripedLock.mutex(for: object)
        StripedLock.lock(mutex)
        defer { StripedLock.unlock(mutex) }
        return field.pointee.value
    }

    /// Sets the property at `field` in `object` as the subscript does, by whichever path applies.
    static func write(_ newValue: Value, to field: UnsafeMutablePointer<Self>, of object: any KeyValueCoding, confined: Bool) {
        let options = field.pointee.options
        if confined {
            if field.pointee.registrar == nil {
                field.pointee.value = newValue
                if options.contains(.affectsLayout) { object.observedLayoutPropertyDidChange() }
                return
            }
        } else {
            let mutex = StripedLock.mutex(for: object)
            StripedLock.lock(mutex)
            if field.pointee.registrar == nil {
                var replaced = newValue
                swap(&field.pointee.value, &replaced)
                StripedLock.unlock(mutex)
                withExtendedLifetime(replaced) {}
                if options.contains(.affectsLayout) { object.observedLayoutPropertyDidChange() }
                return
            }
            StripedLock.unlock(mutex)
        }
        store(newValue, in: field, of: object)
    }

    /// Sets an observed property: skips an equal value when distinct, sends the prior notification,
    /// stores, counts the write and notifies, calling no observer with the lock held.
    @usableFromInline @inline(never)
    static func store(_ newValue: Value, in field: UnsafeMutablePointer<Self>, of object: any KeyValueCoding) {
        let mutex = StripedLock.mutex(for: object)
        let options = field.pointee.options
        if options.contains(.distinct), let areEqual = DistinctValues.comparator(for: Value.self) {
            StripedLock.lock(mutex)
            let current = field.pointee.value
            StripedLock.unlock(mutex)
            if areEqual.areEqual(current, newValue) { return }
        }
        StripedLock.lock(mutex)
        let registrar = registrarLocked(field, stripe: mutex)
        let notifies = !options.contains(.manual)
        if notifies, registrar.list.priorCount > 0 {
            let old = field.pointee.value
            let before = registrar.list
            StripedLock.unlock(mutex)
            deliverPrior(kind: .setting, old: old, indexes: nil, to: before)
            StripedLock.lock(mutex)
        }
        var replaced = newValue
        swap(&field.pointee.value, &replaced)
        registrar.version &+= 1
        let snapshot = notifies ? registrar.list : ObserverList()
        StripedLock.unlock(mutex)
        if options.contains(.affectsLayout) { object.observedLayoutPropertyDidChange() }
        guard !snapshot.isEmpty else { return }
        deliverSetting(old: replaced, new: newValue, to: snapshot)
    }

    /// The value and write count, read together, that an edit starts from.
    static func valueForEdit(_ field: UnsafeMutablePointer<Self>, of object: AnyObject) -> (value: Value, version: Int) {
        let mutex = StripedLock.mutex(for: object)
        StripedLock.lock(mutex)
        defer { StripedLock.unlock(mutex) }
        // The registrar counts writes from now on, so a write made during the edit voids it.
        let registrar = registrarLocked(field, stripe: mutex)
        return (field.pointee.value, registrar.version)
    }

    /// Starts a manually notified change: observers that asked for it get the prior notification.
    ///
    /// Calls nest; observers are notified of the change when the outermost ``didChange(_:of:)`` runs.
    static func willChange(_ field: UnsafeMutablePointer<Self>, of object: AnyObject) {
        let mutex = StripedLock.mutex(for: object)
        StripedLock.lock(mutex)
        let registrar = registrarLocked(field, stripe: mutex)
        registrar.manualDepth += 1
        let isOutermost = registrar.manualDepth == 1
        let old = field.pointee.value
        if isOutermost { registrar.manualOldValue = old }
        let snapshot = registrar.list
        StripedLock.unlock(mutex)
        if isOutermost, snapshot.priorCount > 0 {
            deliverPrior(kind: .setting, old: old, indexes: nil, to: snapshot)
        }
    }

    /// Ends a manually notified change and notifies observers with the old and new values.
    ///
    /// Without a matching ``willChange(_:of:)`` the change is still reported, with the current value
    /// as both old and new, rather than trapping as Foundation does.
    static func didChange(_ field: UnsafeMutablePointer<Self>, of object: AnyObject) {
        let mutex = StripedLock.mutex(for: object)
        StripedLock.lock(mutex)
        let registrar = registrarLocked(field, stripe: mutex)
        let old: Value?
        if registrar.manualDepth > 0 {
            registrar.manualDepth -= 1
            guard registrar.manualDepth == 0 else { StripedLock.unlock(mutex); return }
            old = registrar.manualOldValue as? Value
            registrar.manualOldValue = nil
        } else {
            old = field.pointee.value
        }
        let new = field.pointee.value
        let snapshot = registrar.list
        StripedLock.unlock(mutex)
        deliver(kind: .setting, old: old, new: new, indexes: nil, to: snapshot)
    }
}

/// The `==` of each `Value` type some `@Observed(distinct: true)` property holds, found by type:
/// storing it in every such property would cost a closure's two words per property per object.
enum DistinctValues {
    protocol Comparator: SendableMetatype {
        static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool
    }

    enum EquatableComparator<Compared: Equatable>: Comparator {
        static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
            guard let lhs = lhs as? Compared, let rhs = rhs as? Compared else { return false }
            return lhs == rhs
        }
    }

    private static let comparators = SnapshotCache<ObjectIdentifier, any Comparator.Type>()

    static func register<Compared: Equatable>(_ type: Compared.Type) {
        let id = ObjectIdentifier(type)
        if comparators[id] == nil { _ = comparators.insert(EquatableComparator<Compared>.self, for: id) }
    }

    static func comparator(for type: Any.Type) -> (any Comparator.Type)? {
        comparators[ObjectIdentifier(type)]
    }
}
