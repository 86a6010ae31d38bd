import Foundation

/// A change of a whole key path, as reported by a ``KeyPathObserver``.
struct PathEvent {
    var kind: KeyValueChange.Kind
    var isPrior: Bool
    var oldValue: Any? = nil
    var newValue: Any? = nil
    var indexes: IndexSet? = nil
    /// The serial of the property notification behind this change (see ``PropertyEvent/serial``).
    var serial: UInt64 = 0
}

/// Observes one key path from one root object, such as `viewModel.pharmacy.name`.
///
/// It registers on the `@Observed` property behind each key along the path (or on the key paths a
/// computed key depends on). When an intermediate value is replaced it detaches from the old one,
/// so the old intermediate is free to be released, attaches to the new one, and reports one change
/// of the whole path. Paths that reach a dictionary, an array or `nil` are observed up to there:
/// values below are re-read on each change.
final class KeyPathObserver: @unchecked Sendable {
    // @unchecked: the mutable state (`links`, `generation`, `pendingOldValues`) is guarded by `lock`;
    // everything else is immutable and Sendable.
    struct Requirements: Sendable {
        /// Deliver prior events (the user asked for `.prior`).
        var prior: Bool
        /// Fill old values (the user asked for `.old`); needs prior hooks on intermediates.
        var old: Bool
        /// Fill new values (the user asked for `.new`).
        var new: Bool
    }

    /// What the observer registered at one key of the path.
    private enum Link {
        case property(PropertyLink)
        case dependencies([KeyPathObserver])

        func detach() {
            switch self {
            case let .property(link): link.registrar?.remove(link.observer)
            case let .dependencies(observers): observers.forEach { $0.invalidate() }
            }
        }
    }

    /// A registration on a property, held weakly so that observing never keeps an object alive:
    /// when the object goes, its properties' registrars go and tell their observers.
    private struct PropertyLink {
        weak var object: (any KeyValueCoding)?
        let entry: PropertyTable.Entry
        weak var registrar: ObserverRegistrar?
        let observer: PropertyObserver
        /// Whether the property's type can hold an object to attach to; a dictionary never can.
        let mayHoldObject: Bool
    }

    weak let root: AnyObject?
    let keyPath: String
    private let components: [String]
    private let requirements: Requirements
    private let onEvent: @Sendable (PathEvent) -> Void
    /// Called once when the root object is freed while observed.
    private let onRootDeallocated: (@Sendable () -> Void)?
    private let lock = Lock()
    private var links: [Link] = []
    private var generation = 0
    private var pendingOldValues: [Any?] = []
    private var isInvalidated = false

    /// Starts observing; throws when a key along the path is unknown or dependent keys form a cycle.
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
        let built = try build(from: 0, container: root, visiting: visiting)
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

    // MARK: Attaching

    /// Registers on the keys from `level` on, starting at `container`; stops at the first value
    /// that is not a key-value coding object.
    private func build(from level: Int, container: Any?, visiting: [String]) throws(KeyValueError) -> [Link] {
        var built: [Link] = []
        var current = container
        var level = level
        while level < components.count {
            let key = components[level]
            guard !key.hasPrefix("@"), let object = KeyPathWalker.keyValueObject(flatten(current)) else { break }
            let objectType = type(of: object)
            let atLevel = level
            if let entry = object.propertyTable.entries[key] {
                let property = entry.property(of: object)
                let isLast = level == components.count - 1
                // The last property reports its own old value; intermediates need the prior pass to
                // read the path's old value before it changes.
                let observer = PropertyObserver(
                    wantsPrior: requirements.prior || (requirements.old && !isLast),
                    needsOld: isLast && requirements.old,
                    needsNew: isLast && requirements.new,
                    onDeallocate: deallocationHandler(at: atLevel)
                ) { [weak self] event in self?.propertyChanged(at: atLevel, event) }
                let registrar = property.addObserver(observer)
                built.append(.property(PropertyLink(object: object, entry: entry, registrar: registrar,
                                                    observer: observer, mayHoldObject: TypeKind.mayHoldObject(property.valueType))))
                current = property.anyValue
            } else {
                let dependencies = objectType.keyPathsForValuesAffectingValue(forKey: key)
                let marker = "\(objectType).\(key)"
                if visiting.contains(marker) {
                    built.forEach { $0.detach() }
                    throw .dependencyCycle(type: String(describing: objectType), keys: visiting.map { String($0.split(separator: ".").last ?? "") } + [key])
                }
                var observers: [KeyPathObserver] = []
                let dependencyRequirements = Requirements(prior: requirements.prior || requirements.old, old: false, new: false)
                do {
                    for dependency in dependencies.sorted() {
                        observers.append(try KeyPathObserver(
                            root: object, keyPath: dependency, components: try KeyPathComponents.split(dependency),
                            requirements: dependencyRequirements, visiting: visiting + [marker],
                            onRootDeallocated: deallocationHandler(at: atLevel)
                        ) { [weak self] event in self?.dependencyChanged(at: atLevel, event) })
                    }
                    current = try object.checkedValue(forKey: key)
                } catch {
                    observers.forEach { $0.invalidate() }
                    built.forEach { $0.detach() }
                    throw error
                }
                built.append(.dependencies(observers))
            }
            level += 1
        }
        return built
    }

    /// Replaces the links after `level` with links to the values there now.
    private func rebuild(after level: Int) {
        // The common case in cells: `content` is a dictionary, so nothing is attached below it and
        // nothing can be; skip the walk from the root and the relinking.
        let (hasLinksBelow, link): (Bool, PropertyLink?) = lock.withLock {
            guard links.indices.contains(level), case .property(let link) = links[level] else {
                return (links.count > level + 1, nil)
            }
            return (links.count > level + 1, link)
        }
        if !hasLinksBelow, let link {
            guard link.mayHoldObject else { return }
            if let object = link.object,
               KeyPathWalker.keyValueObject(link.entry.property(of: object).anyValue) == nil { return }
        }
        let (generation, stale): (Int, [Link]) = lock.withLock {
            self.generation += 1
            let stale = links.count > level + 1 ? Array(links[(level + 1)...]) : []
            if links.count > level + 1 { links.removeSubrange((level + 1)...) }
            return (self.generation, stale)
        }
        stale.forEach { $0.detach() }
        guard let root else { return }
        let base = try? KeyPathWalker.value(in: root, components: components[...level], keyPath: keyPath)
        let fresh = (try? build(from: level + 1, container: base, visiting: [])) ?? []
        let rejected: [Link] = lock.withLock {
            // A newer rebuild started meanwhile: its links reflect later values, so ours are dropped.
            guard generation == self.generation, !isInvalidated, links.count == level + 1 else { return fresh }
            links.append(contentsOf: fresh)
            return []
        }
        rejected.forEach { $0.detach() }
    }

    /// Only the root's own properties tell of the root being freed; intermediates are held by
    /// their parents' values and are detached before they can go.
    private func deallocationHandler(at level: Int) -> (@Sendable () -> Void)? {
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

    private func propertyChanged(at level: Int, _ event: PropertyEvent) {
        if level == components.count - 1 {
            // The last key: its change is the path's change, with its kind, indexes and values.
            onEvent(PathEvent(kind: event.kind, isPrior: event.isPrior, oldValue: event.oldValue,
                              newValue: event.newValue, indexes: event.indexes, serial: event.serial))
        } else {
            intermediateChanged(at: level, isPrior: event.isPrior, serial: event.serial)
        }
    }

    private func dependencyChanged(at level: Int, _ event: PathEvent) {
        intermediateChanged(at: level, isPrior: event.isPrior, serial: event.serial)
    }

    /// A key before the last, or a computed key, changed: the path's value is read again.
    private func intermediateChanged(at level: Int, isPrior: Bool, serial: UInt64) {
        if isPrior {
            let old = requirements.old ? currentValue() : nil
            if requirements.old { lock.withLock { pendingOldValues.append(old) } }
            if requirements.prior { onEvent(PathEvent(kind: .setting, isPrior: true, oldValue: old, serial: serial)) }
            return
        }
        if level < components.count - 1 { rebuild(after: level) }
        let old: Any? = requirements.old ? lock.withLock { pendingOldValues.popLast() ?? nil } : nil
        let new = requirements.new ? currentValue() : nil
        onEvent(PathEvent(kind: .setting, isPrior: false, oldValue: old, newValue: new, serial: serial))
    }
}
