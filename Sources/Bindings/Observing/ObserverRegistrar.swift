/// The observers of one `@Observed` property of one object, and the bookkeeping that only observed
/// or edited properties need.
///
/// Created on the first observation (or atomic edit, or manual notification) and stored in the
/// property's inline storage, so a property nobody observes carries one `nil` reference and a set
/// pays one check. It is released with the object; its deinit is how observers that outlive the
/// object (bindings) learn that it is gone.
@usableFromInline
final class ObserverRegistrar: @unchecked Sendable {
    // @unchecked: every mutable field is guarded by `lock`, the object's, except that a
    // main-actor object's list and version are also read and counted by its setter unlocked, which
    // only the main actor runs (see `ObservedAccess.storeConfined`). The fields every set touches
    // skip the runtime's exclusivity check: the lock already makes those accesses exclusive, and
    // the check costs more than they do.
    /// The observers that hear changes.
    @exclusivity(unchecked) var list = ObserverList()
    /// The observers that only learn when the object goes (a binding's owner end).
    var lifetimeObservers = ObserverArray()
    /// Counts writes, so an edit made outside the lock can tell whether the value it edited is still current.
    @exclusivity(unchecked) var version = 0
    /// A manual change under way (`willChangeValue(forKey:)`), kept apart: few properties are ever
    /// notified manually, and every observed property has a registrar.
    @exclusivity(unchecked) var manualChange: ManualChange?
    /// The bindings the object keeps as a target here: this property's, and, in the object's
    /// keeper, its other keys' (see ``KeptBindings``). Used under the lock (or in the deinit, once no
    /// binding can reach the registrar), so unchecked: keeping or removing one may call into a
    /// dictionary, which would otherwise keep the runtime's check on every bind and unbind.
    @exclusivity(unchecked) var bindings = HeldBindings()
    /// The observers of the object's keys that are not `@Observed` properties, kept by one of its
    /// registrars as its other keys' bindings are (see ``OtherKeyObservers``).
    var otherKeyObservers: OtherKeyObservers?
    /// The lock of the registrar's object, which guards the registrar.
    let lock: Lock

    /// Whether a set needs nobody told: no observer hears changes and no manual change is under way.
    var isQuiet: Bool { list.isEmpty && manualChange == nil }

    init(lock: Lock) {
        self.lock = lock
        LiveCounters.observerRegistrars.increment()
    }

    deinit {
        LiveCounters.observerRegistrars.decrement()
        // Runs while the object's storage is destroyed: nobody can reach this registrar through
        // the object now, but bindings hold unowned references to it, which they use under the
        // lock. They forget it first, under the lock, and are told the object is gone after.
        lock.withLock {
            for observer in list.observers { observer.registrarWillDeallocate(self) }
            for observer in lifetimeObservers { observer.registrarWillDeallocate(self) }
            bindings.registrarWillDeallocate()
        }
        for observer in list.observers { observer.propertyObjectDidDeallocate() }
        for observer in lifetimeObservers { observer.propertyObjectDidDeallocate() }
        // Nobody reaches the other keys' lists now: their observations hold this registrar weakly.
        if let otherKeyObservers { for observer in otherKeyObservers.all { observer.propertyObjectDidDeallocate() } }
        bindings.targetDidDeallocate()
    }

    func add(_ observer: any PropertyObserving) {
        lock.withLock {
            if observer.needs.contains(.changes) { list.add(observer) } else { lifetimeObservers.append(observer) }
        }
    }

    func remove(_ observer: PropertyObserver) {
        observer.deactivate()
        removeObserving(observer)
    }

    /// Removes `observer`, which stops its own deliveries under way (a binding ends first).
    func removeObserving(_ observer: any PropertyObserving) {
        // Nothing is freed under the lock: the caller holds `observer`, and a delivery under way
        // holds its own copy of the list.
        lock.withLock {
            if observer.needs.contains(.changes) { list.remove(observer) } else { lifetimeObservers.remove(observer) }
        }
    }

    /// How deep `willChangeValue(forKey:)` calls nest, and the value before the outermost.
    final class ManualChange {
        var depth = 0
        var oldValue: Any?
        /// The observers when the outermost `willChange` came: only those hear the change.
        var observers = ObserverList()
    }

    var observerCount: Int {
        lock.withLock { list.count + lifetimeObservers.count }
    }
}
