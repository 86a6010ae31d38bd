import Synchronization

/// An observation of a key path: it lasts exactly as long as this token.
///
/// Releasing the token ends the observation, as does ``invalidate()``, which may be called any number
/// of times, from any thread, and from inside the handler (even during the `.initial` call). Once
/// `invalidate()` returns, the handler is not called again. The observed object may be released
/// while observed: the observation then ends by itself (``isValid`` becomes `false`).
public final class KeyValueObservation: @unchecked Sendable {
    // @unchecked: `observer` is written once in init and read in `invalidate()`, both under `lock`
    // (another thread may deliver a change, and so reach this token, while init is still running);
    // `handler` is read under `lock` and dropped under it by `invalidate()`; everything else is
    // immutable or atomic.
    private let active = Atomic<Bool>(true)
    /// Guards the mutable state; the object's lock from the pool, as these are made by the thousand.
    private var lock: Lock { Lock(for: self) }
    private var observer: KeyPathObserver?
    private weak let root: AnyObject?
    /// The observed key path.
    public let keyPath: String
    private let options: KeyValueObservingOptions
    /// Dropped when the observation ends, so a handler that holds its own token frees it. Boxed:
    /// a closure passed out of the generic `withLock` would be reabstracted, an allocation per
    /// delivery; a reference is not.
    private var handler: Handler?

    private final class Handler: Sendable {
        let call: @Sendable (AnyObject, KeyValueChange) -> Void
        init(_ call: @escaping @Sendable (AnyObject, KeyValueChange) -> Void) { self.call = call }
    }

    init(root: AnyObject, keyPath: String, options: KeyValueObservingOptions,
         handler: @escaping @Sendable (AnyObject, KeyValueChange) -> Void) throws(KeyValueError) {
        self.root = root
        self.keyPath = keyPath
        self.options = options
        self.handler = Handler(handler)
        let components = try KeyPathComponents.split(keyPath)
        let requirements = KeyPathObserver.Requirements(
            prior: options.contains(.prior), old: options.contains(.old), new: options.contains(.new))
        let observer = try KeyPathObserver(root: root, keyPath: keyPath, components: components,
                                           requirements: requirements,
                                           onRootDeallocated: { [weak self] in self?.invalidate() }) { [weak self] event in self?.deliver(event) }
        lock.withLock { self.observer = observer }
        if options.contains(.initial) {
            let value = options.contains(.new) ? observer.currentValue() : nil
            deliver(PathEvent(kind: .setting, isPrior: false, newValue: value))
        }
    }

    deinit { invalidate() }

    /// Whether the observation still delivers changes: `false` once invalidated, or once the
    /// observed object is gone.
    public var isValid: Bool { active.load(ordering: .acquiring) && root != nil }

    /// Ends the observation and lets go of the handler. Idempotent.
    public func invalidate() {
        guard active.exchange(false, ordering: .acquiringAndReleasing) else { return }
        // Released after unlocking: what the handler captured may run user code as it goes.
        let (observer, handler) = lock.withLock {
            defer { self.handler = nil }
            return (self.observer, self.handler)
        }
        observer?.invalidate()
        withExtendedLifetime(handler) {}
    }

    /// The observed object, while the observation is valid: `nil` once it has ended.
    func deliveringRoot() -> AnyObject? {
        guard active.load(ordering: .acquiring) else { return nil }
        return root
    }

    /// The observed object and the path's value now, while the observation is valid.
    func rootAndCurrentValue() -> (AnyObject, Any?)? {
        guard active.load(ordering: .acquiring), let root, let observer = lock.withLock({ observer }) else { return nil }
        return (root, observer.currentValue())
    }

    private func deliver(_ event: PathEvent) {
        guard active.load(ordering: .acquiring), let root, let handler = lock.withLock({ handler }) else { return }
        let change = KeyValueChange(
            kind: event.kind,
            newValue: options.contains(.new) ? event.newValue : nil,
            oldValue: options.contains(.old) ? event.oldValue : nil,
            indexes: event.indexes,
            isPrior: event.isPrior,
            keyPath: keyPath,
            observation: self,
            writeVersion: event.version
        )
        handler.call(root, change)
    }
}
