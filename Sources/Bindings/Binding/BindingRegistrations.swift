/// Where a binding is registered: the owner's registrar it hears (the direct source's, or the
/// owner's keeper, to learn when the owner goes) and the target's registrar that keeps it.
///
/// The registrars are unretained, and each is guarded by its registrar's lock, which is the lock
/// of the registrar's object, known from the start: a registrar going clears the reference under
/// that lock before it is freed, and the binding uses the reference only under it, never retaining
/// it (a registrar may be waiting in its deinit for the lock). Weak references would give every
/// registrar a side table, and every retain of one the slow path.
struct BindingRegistrations {
    /// The owner's registrar the binding is registered with; guarded by ``ownerLock``.
    var sourceRegistrar: Unmanaged<ObserverRegistrar>?
    /// The target's registrar that keeps the binding; guarded by ``targetLock``.
    var keeper: Unmanaged<ObserverRegistrar>?
    /// The owner's lock.
    let ownerLock: Lock
    /// The target's lock.
    let targetLock: Lock
    /// Whether the binding is registered with the owner as an observer of changes (direct source)
    /// or only of the owner's lifetime. Set before the binding is registered anywhere.
    var needsValue = false

    /// Registered nowhere yet, with the locks of `owner` and `target`.
    init(owner: AnyObject, target: AnyObject) {
        ownerLock = Lock(for: owner)
        targetLock = Lock(for: target)
    }
}
