import Foundation
import Synchronization

/// A change of a whole key path, as reported by a ``KeyPathObserver``.
struct PathEvent {
    var kind: KeyValueChange.Kind
    var isPrior: Bool
    var oldValue: Any? = nil
    var newValue: Any? = nil
    var indexes: IndexSet? = nil
    /// The serial of the property notification behind this change (see ``PropertyEvent/serial``).
    var serial: UInt64 = 0
    /// The last key's write count after a change of that key itself (see ``PropertyEvent/version``);
    /// 0 for any other change.
    var version = 0
}

/// Observes one key path from one root object, such as `viewModel.pharmacy.name`.
///
/// It registers on the `@Observed` property behind each key along the path (or on the key paths a
/// computed key depends on, and on the key itself for manual notifications). When an intermediate
/// value is replaced it detaches from the old one, so the old intermediate is free to be released,
/// attaches to the new one, and reports one change of the whole path. Through an array of objects
/// (`items.done`) it observes the rest of the path from every element (``ElementObservers``).
/// Paths that reach a dictionary or `nil` are observed up to there: values below are re-read on
/// each change.
final class KeyPathObserver: @unchecked Sendable {
    // @unchecked: the mutable state (`links`, `generation`, `pendingOldValues`, `isInvalidated`) is
    // guarded by `lock`; everything else is immutable and Sendable.
    struct Requirements: Sendable {
        /// Deliver prior events (the user asked for `.prior`).
        var prior: Bool
        /// Fill old values (the user asked for `.old`); needs prior hooks on intermediates.
        var old: Bool
        /// Fill new values (the user asked for `.new`).
        var new: Bool
    }

    /// What the observer registered at one key of the path.
    enum Link {
        case property(PropertyLink)
        case dependencies(DependencyLink)
        /// The rest of the path, observed from each element of the array reached here.
        case elements(ElementObservers)

        func detach() {
            switch self {
            case let .property(link):
                link.registrar?.remove(link.observer)
                link.dependencies.forEach { $0.invalidate() }
            case let .dependencies(link):
                link.observers.forEach { $0.invalidate() }
                if let registrar = link.manualRegistrar { OtherKeyObservers.remove(link.manualObserver, forKey: link.key, from: registrar) }
            case let .elements(observers): observers.detach()
            }
        }
    }

    /// A registration on a property, held weakly so that observing never keeps an object alive:
    /// when the object goes, its properties' registrars go and tell their observers.
    struct PropertyLink {
        weak var object: (any KeyValueCoding)?
        let entry: PropertyTable.Entry
        weak var registrar: ObserverRegistrar?
        let observer: PropertyObserver
        /// Whether the property's type can hold an object to attach to; a dictionary never can.
        let mayHoldObject: Bool
        /// Observers of the key paths the class says affect the property.
        var dependencies: [KeyPathObserver] = []
    }

    /// The registrations for a key that is not an `@Observed` property: its dependencies, and the
    /// key itself for `willChangeValue(forKey:)`/`didChangeValue(forKey:)`.
    struct DependencyLink {
        let key: String
        let observers: [KeyPathObserver]
        weak var manualRegistrar: ObserverRegistrar?
        let manualObserver: PropertyObserver
    }

    /// Lets one notification through once, when it reaches a key through several of its
    /// dependencies (`remaining` depending on `items` and `items.done` hears one append twice).
    final class SerialFilter: Sendable {
        private let prior = Atomic<UInt64>(0)
        private let change = Atomic<UInt64>(0)

        func admits(_ serial: UInt64, isPrior: Bool) -> Bool {
            guard serial != 0 else { return true }
            if isPrior { return prior.exchange(serial, ordering: .relaxed) != serial }
            return change.exchange(serial, ordering: .relaxed) != serial
        }
    }

    weak let root: AnyObject?
    let keyPath: String
    let components: [String]
    let requirements: Requirements
    let onEvent: @Sendable (PathEvent) -> Void
    /// Called once when the root object is freed while observed.
    let onRootDeallocated: (@Sendable () -> Void)?
    /// Guards the mutable state; the object's lock from the pool, as these are made by the thousand.
    var lock: Lock { Lock(for: self) }
    var links: [Link] = []
    var generation = 0
    var pendingOldValues: [Any?] = []
    var isInvalidated = false

    /// Starts observing; throws when a key along the path is unknown, dependent keys form a cycle,
    /// or the path reads keys of an object held in data (see ``KeyValueError/unobservableKeyPath(keyPath:key:holder:)``).
    init(root: AnyObject, keyPath: String, components: [String], requirements: Requirements,
         visiting: [String] = [], onRootDeallocated: (@Sendable () -> Void)? = nil,
         onEvent: @escaping @Sendable (PathEvent) -> Void) throws(KeyValueError) {
        self.root = root
        self.keyPath = keyPath
        self.components = components
        self.requirements = requirements
        self.onEvent = onEvent
        self.onRootDeallocated = onRootDeallocated
        LiveCounters.observations.increment()
        let built = try build(from: 0, container: root, source: nil, visiting: visiting, strict: true)
        lock.withLock { links = built }
    }

    deinit {
        LiveCounters.observations.decrement()
        links.forEach { $0.detach() }
    }

    /// Stops observing: detaches from every property; no event is reported afterwards.
    func invalidate() {
        let detached: [Link] = lock.withLock {
            isInvalidated = true
            defer { links = [] }
            return links
        }
        detached.forEach { $0.detach() }
    }

    /// The current value of the whole path.
    func currentValue() -> Any? {
        guard let root else { return nil }
        return try? KeyPathWalker.value(in: root, components: components[...], keyPath: keyPath)
    }

    /// The link at `level`, if attached.
    func link(at level: Int) -> Link? {
        lock.withLock { links.indices.contains(level) ? links[level] : nil }
    }

    /// Only the root's own properties tell of the root being freed; intermediates are held by
    /// their parents' values and are detached before they can go.
    func deallocationHandler(at level: Int) -> (@Sendable () -> Void)? {
        guard level == 0, onRootDeallocated != nil else { return nil }
        return { [weak self] in self?.rootDeallocated() }
    }

    private func rootDeallocated() {
        let shouldReport: Bool = lock.withLock {
            defer { isInvalidated = true }
            return !isInvalidated
        }
        if shouldReport { onRootDeallocated?() }
    }

    // MARK: Reporting

    func propertyChanged(at level: Int, _ event: PropertyEvent) {
        if level == components.count - 1 {
            // The last key: its change is the path's change, with its kind, indexes and values.
            onEvent(PathEvent(kind: event.kind, isPrior: event.isPrior, oldValue: event.oldValue,
                              newValue: event.newValue, indexes: event.indexes, serial: event.serial,
                              version: event.version))
        } else if case .elements(let elements)? = link(at: level + 1) {
            arrayChanged(at: level, event, elements: elements)
        } else {
            intermediateChanged(at: level, isPrior: event.isPrior, serial: event.serial)
        }
    }

    func dependencyChanged(at level: Int, isPrior: Bool, serial: UInt64, filter: SerialFilter) {
        guard filter.admits(serial, isPrior: isPrior) else { return }
        intermediateChanged(at: level, isPrior: isPrior, serial: serial)
    }

    /// A key before the last, or a computed key, changed: the path's value is read again.
    func intermediateChanged(at level: Int, isPrior: Bool, serial: UInt64) {
        if !isPrior, level < components.count - 1 { rebuild(after: level) }
        wholeValueChanged(isPrior: isPrior, serial: serial)
    }

    /// Reports a setting of the whole path, with its value read again: before the change (prior),
    /// the old value is kept for the report after it.
    func wholeValueChanged(isPrior: Bool, serial: UInt64) {
        if isPrior {
            let old = requirements.old ? currentValue() : nil
            if requirements.old { lock.withLock { pendingOldValues.append(old) } }
            if requirements.prior { onEvent(PathEvent(kind: .setting, isPrior: true, oldValue: old, serial: serial)) }
            return
        }
        let old: Any? = requirements.old ? lock.withLock { pendingOldValues.popLast() ?? nil } : nil
        let new = requirements.new ? currentValue() : nil
        onEvent(PathEvent(kind: .setting, isPrior: false, oldValue: old, newValue: new, serial: serial))
    }
}
