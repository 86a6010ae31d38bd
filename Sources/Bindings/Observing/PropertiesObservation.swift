import Synchronization

/// An observation of some `@Observed` properties of one object, which lasts exactly as long as
/// this token: see ``KeyValueCoding/observeProperties(_:changeHandler:)``.
///
/// One registration per property and no key-path machinery: a view kit that watches a dozen
/// properties of each of thousands of views pays for one token per view instead of a key-path
/// observation per property. ``invalidate()`` may be called any number of times, from any thread
/// and from inside the handler; once it returns, no change made afterwards reaches the handler
/// (one another thread was delivering meanwhile may still arrive).
public final class PropertiesObservation: PropertyObserverClient, @unchecked Sendable {
    // @unchecked: `observers` is written in init before any is registered, so before any delivery
    // reads it; `handler` and `registrars` are guarded by `lock`; the rest is immutable or atomic.
    private let active = Atomic<Bool>(true)
    /// Guards `handler` and `registrars`; the object's lock from the pool, as these are made by
    /// the thousand.
    private var lock: Lock { Lock(for: self) }
    /// Dropped when the observation ends, so a handler holding its own token frees it then.
    private var handler: (@Sendable (Int) -> Void)?
    /// One observer per key, in the keys' order.
    private var observers: [PropertyObserver] = []
    /// The registrar of each key registered so far; they go with the object.
    private var registrars: [WeakRegistrar] = []
    /// The keys observed, in the order given.
    public let keys: [String]

    private struct WeakRegistrar {
        weak var registrar: ObserverRegistrar?
    }

    fileprivate init(keys: ObservedPropertyKeys, of object: any KeyValueCoding, handler: @escaping @Sendable (Int) -> Void) {
        self.handler = handler
        self.keys = keys.names
        // The tag tells the handler which key changed; past 256 keys, the position is searched.
        observers = keys.entries.indices.map { index in
            PropertyObserver(client: self, tag: UInt8(truncatingIfNeeded: index), wantsPrior: false, needsOld: false, needsNew: false)
        }
        for (entry, observer) in zip(keys.entries, observers) {
            let registrar = entry.property(of: object).addObserver(observer)
            lock.withLock { registrars.append(WeakRegistrar(registrar: registrar)) }
            // Ended meanwhile (its handler, on another thread): this registration goes too.
            if !active.load(ordering: .acquiring) { registrar?.remove(observer) }
        }
    }

    deinit { invalidate() }

    /// Whether the observation still delivers changes: `false` once invalidated, or once the
    /// observed object is gone.
    public var isValid: Bool { active.load(ordering: .acquiring) }

    /// Ends the observation. Idempotent.
    public func invalidate() {
        guard active.exchange(false, ordering: .acquiringAndReleasing) else { return }
        // Released outside the lock: the handler may hold this token, or anything.
        let (registrars, handler) = lock.withLock { () -> ([WeakRegistrar], (@Sendable (Int) -> Void)?) in
            defer { self.handler = nil }
            return (self.registrars, self.handler)
        }
        for (index, observer) in observers.enumerated() {
            if index < registrars.count, let registrar = registrars[index].registrar { registrar.remove(observer) } else { observer.deactivate() }
        }
        withExtendedLifetime(handler) {}
    }

    func propertyObserver(_ observer: PropertyObserver, received event: PropertyEvent) {
        guard active.load(ordering: .acquiring), !event.isPrior else { return }
        let index = observers.count <= 256 ? Int(observer.tag) : observers.firstIndex { $0 === observer } ?? 0
        lock.withLock { handler }?(index)
    }

    func propertyObserverLostObject(_ observer: PropertyObserver) {
        invalidate()
    }
}

extension KeyValueCoding {
    /// Calls `changeHandler` with the position in `keys` of the property that changed, after
    /// every change of one of them, for as long as the returned token lives.
    ///
    /// The handler is called synchronously on the thread that made each change, with no values:
    /// read what it needs. Lighter than a key-path observation per key (see
    /// ``PropertiesObservation``), for an object's own `@Observed` properties only: it hears
    /// the properties' own changes, not those of paths the class says affect them
    /// (``KeyValueCoding/keyPathsForValuesAffectingValue(forKey:)``), which `observe(_:)` follows.
    ///
    /// - Throws: ``KeyValueError/unknownKey(type:key:suggestion:)`` when `keys` were resolved for
    ///   another class and one of them is not a property of this one; nothing is registered then.
    public func observeProperties(_ keys: ObservedPropertyKeys,
                                  changeHandler: @escaping @Sendable (_ index: Int) -> Void) throws(KeyValueError) -> PropertiesObservation {
        guard keys.type == ObjectIdentifier(type(of: self)) else {
            // Resolved for another class, whose offsets need not be this one's: go by name.
            return try observeProperties(ObservedPropertyKeys(keys.names, of: type(of: self)), changeHandler: changeHandler)
        }
        return PropertiesObservation(keys: keys, of: self, handler: changeHandler)
    }
}
