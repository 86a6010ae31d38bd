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
    // @unchecked: `registrations` is written once, in init, before the token is returned;
    // `handler` is guarded by `lock`; the rest is immutable or atomic.
    private let active = Atomic<Bool>(true)
    /// Guards `handler`; the object's lock from the pool, as these are made by the thousand.
    private var lock: Lock { Lock(for: self) }
    /// Dropped when the observation ends, so a handler holding its own token frees it then.
    private var handler: (@Sendable (Int) -> Void)?
    private var registrations: [Registration] = []

    /// One property's registration; the registrar goes with the object.
    private struct Registration {
        weak var registrar: ObserverRegistrar?
        let observer: PropertyObserver
    }
    /// The keys observed, in the order given.
    public let keys: [String]

    fileprivate init(keys: ObservedPropertyKeys, of object: any KeyValueCoding, handler: @escaping @Sendable (Int) -> Void) {
        self.handler = handler
        self.keys = keys.names
        registrations.reserveCapacity(keys.entries.count)
        for (index, entry) in keys.entries.enumerated() {
            // The tag tells the handler which key changed; past 256 keys, the position is searched.
            let observer = PropertyObserver(client: self, tag: UInt8(truncatingIfNeeded: index), wantsPrior: false, needsOld: false, needsNew: false)
            registrations.append(Registration(registrar: entry.property(of: object).addObserver(observer), observer: observer))
        }
    }

    deinit { invalidate() }

    /// Whether the observation still delivers changes: `false` once invalidated, or once the
    /// observed object is gone.
    public var isValid: Bool { active.load(ordering: .acquiring) }

    /// Ends the observation. Idempotent.
    public func invalidate() {
        guard active.exchange(false, ordering: .acquiringAndReleasing) else { return }
        for registration in registrations {
            if let registrar = registration.registrar { registrar.remove(registration.observer) } else { registration.observer.deactivate() }
        }
        // Released outside the lock: the handler may hold this token, or anything.
        let handler = lock.withLock { () -> (@Sendable (Int) -> Void)? in
            defer { self.handler = nil }
            return self.handler
        }
        withExtendedLifetime(handler) {}
    }

    func propertyObserver(_ observer: PropertyObserver, received event: PropertyEvent) {
        guard active.load(ordering: .acquiring), !event.isPrior else { return }
        let index = registrations.count <= 256 ? Int(observer.tag) : registrations.firstIndex { $0.observer === observer } ?? 0
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
    /// ``PropertiesObservation``), for an object's own `@Observed` properties only.
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
