/// The observers of an object's keys that are not `@Observed` properties (computed keys, keys the
/// object handles as undefined), which hear `willChangeValue(forKey:)` and
/// `didChangeValue(forKey:)` for those keys, as in Foundation's manual notification.
///
/// Kept by the registrar of the object's keeper property (see ``PropertyTable/keeper``), so they
/// live as long as the object; an object without `@Observed` properties has nowhere to keep them,
/// and its other keys are notified through their dependencies only. Guarded by the lock of the
/// registrar that holds it.
final class OtherKeyObservers {
    private var lists: [String: ObserverList] = [:]
    /// How deep `willChangeValue(forKey:)` calls nest, per key.
    private var depths: [String: Int] = [:]
    /// The observers of each key at its outermost `willChangeValue(forKey:)`: only those still
    /// registered at its `didChangeValue(forKey:)` hear the change.
    private var atWillChange: [String: ObserverList] = [:]

    /// Every observer, for the object's end.
    var all: [any PropertyObserving] { lists.values.flatMap { Array($0.observers) } }

    /// The number of observers of `key` of `object`.
    static func count(forKey key: String, of object: any KeyValueCoding) -> Int {
        guard let registrar = registrar(of: object) else { return 0 }
        return registrar.lock.withLock { registrar.otherKeyObservers?.lists[key]?.count ?? 0 }
    }

    /// Registers `observer` on `key` of `object`; returns the registrar to remove it from, or `nil`
    /// when the object has no `@Observed` property to keep it.
    static func add(_ observer: PropertyObserver, forKey key: String, of object: any KeyValueCoding) -> ObserverRegistrar? {
        guard let keeper = object.propertyTable.keeper else { return nil }
        let lock = Lock(for: object)
        return lock.withLock {
            let registrar = keeper.registrarLocked(of: object, lock: lock)
            let observers = registrar.otherKeyObservers ?? OtherKeyObservers()
            registrar.otherKeyObservers = observers
            observers.lists[key, default: ObserverList()].add(observer)
            return registrar
        }
    }

    /// Removes `observer` from `key` in `registrar`.
    static func remove(_ observer: PropertyObserver, forKey key: String, from registrar: ObserverRegistrar) {
        observer.deactivate()
        registrar.lock.withLock {
            guard let observers = registrar.otherKeyObservers else { return }
            observers.lists[key]?.remove(observer)
            if observers.lists[key]?.isEmpty == true { observers.lists[key] = nil }
        }
    }

    /// The registrar keeping `object`'s other-key observers, if any were registered.
    private static func registrar(of object: any KeyValueCoding) -> ObserverRegistrar? {
        guard let property = object.propertyTable.keeper?.property(of: object) else { return nil }
        return property.storage.registrar(at: property.field, of: object, creating: false)
    }

    /// `willChangeValue(forKey:)` for a key that is not an `@Observed` property: the outermost call
    /// sends the prior notification to the observers that asked for it.
    static func willChange(_ key: String, of object: any KeyValueCoding) {
        guard let keeper = object.propertyTable.keeper else { return }
        let lock = Lock(for: object)
        let snapshot: ObserverList? = lock.withLock {
            // Made now if need be: an observer added before `didChangeValue(forKey:)` must find
            // the change begun without it.
            let registrar = keeper.registrarLocked(of: object, lock: lock)
            let observers = registrar.otherKeyObservers ?? OtherKeyObservers()
            registrar.otherKeyObservers = observers
            let depth = observers.depths[key, default: 0] + 1
            observers.depths[key] = depth
            guard depth == 1 else { return nil }
            observers.atWillChange[key] = observers.lists[key] ?? ObserverList()
            return observers.lists[key]
        }
        guard let snapshot, snapshot.priorCount > 0 else { return }
        ObservedAccess.deliver(PropertyEvent(kind: .setting, isPrior: true), to: snapshot, of: object)
    }

    /// `didChangeValue(forKey:)` for a key that is not an `@Observed` property: the outermost call
    /// notifies the key's observers that were there at `willChangeValue(forKey:)`; one without a
    /// matching `willChangeValue(forKey:)` notifies every observer.
    static func didChange(_ key: String, of object: any KeyValueCoding) {
        guard let registrar = registrar(of: object) else { return }
        let snapshot: ObserverList? = registrar.lock.withLock {
            guard let observers = registrar.otherKeyObservers else { return nil }
            let depth = observers.depths[key, default: 0]
            if depth > 1 {
                observers.depths[key] = depth - 1
                return nil
            }
            observers.depths[key] = nil
            guard let earlier = observers.atWillChange.removeValue(forKey: key) else { return observers.lists[key] }
            return observers.lists[key]?.keeping(onlyThoseIn: earlier)
        }
        guard let snapshot, !snapshot.isEmpty else { return }
        ObservedAccess.deliver(PropertyEvent(kind: .setting, isPrior: false), to: snapshot, of: object)
    }
}
