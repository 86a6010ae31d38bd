import Foundation

/// Observes one key path from every element of an array (`done` of each of `items`), and keeps
/// those observations in the array's order as the array changes.
///
/// The array's own notifications (``PropertyEvent``) say what changed: an insertion, removal or
/// replacement with its indexes is applied to the observations at those indexes only, as long as
/// notifications arrive in the order of the property's writes (``PropertyEvent/version``). One that
/// arrives early (another thread's write overtook it) makes the observations match the array as it
/// is now, reusing those of elements still there; late ones are then already applied. Elements are
/// held weakly: an observation never keeps an element alive, and a removed element's observation
/// is detached at once.
final class ElementObservers: @unchecked Sendable {
    // @unchecked: `entries`, `version`, `isDetached` and every entry's `index` and `isAttached` are
    // guarded by `lock`; an entry's `element` and `observer` are set before the entry is shared.

    /// The observation of one element.
    final class Entry: @unchecked Sendable {
        var index: Int
        var isAttached = false
        weak var element: AnyObject?
        var observer: KeyPathObserver?

        init(index: Int) { self.index = index }
    }

    /// Where the array is read again: the `@Observed` property holding it.
    struct Source {
        weak var object: (any KeyValueCoding)?
        let entry: PropertyTable.Entry

        var arrayAndVersion: (elements: [Any], version: Int)? {
            guard let object else { return nil }
            let (value, version) = entry.property(of: object).anyValueAndVersion
            return ((value as? any KeyValueArray)?.elementsAsAny ?? [], version)
        }
    }

    /// The key path observed from each element, and its keys.
    let keyPath: String
    let components: [String]
    private let requirements: KeyPathObserver.Requirements
    private let source: Source?
    /// Told of an element's change, with the element's index now and the element.
    private let onElementEvent: @Sendable (Int, AnyObject?, PathEvent) -> Void
    /// Guards the mutable state; the object's lock from the pool, as these are made by the thousand.
    private var lock: Lock { Lock(for: self) }
    private var entries: [Entry] = []
    /// The write of the array the entries mirror; 0 when the array has no versions (a computed key).
    private var version: Int
    /// Counts changes of `entries`, so work done unlocked can tell whether they changed meanwhile.
    private var generation = 0
    private var isDetached = false

    /// Observes `components` from each of `elements`, the array as of write `version` of `source`.
    ///
    /// - Throws: when an element lacks a key of the path, or holds objects below data.
    init(elements: [Any], version: Int, arrayKey: String, pathForErrors: String, source: Source?, components: [String], requirements: KeyPathObserver.Requirements,
         onElementEvent: @escaping @Sendable (Int, AnyObject?, PathEvent) -> Void) throws(KeyValueError) {
        keyPath = components.joined(separator: ".")
        self.components = components
        self.requirements = requirements
        self.source = source
        self.version = version
        self.onElementEvent = onElementEvent
        var made: [Entry] = []
        do {
            for (index, element) in elements.enumerated() {
                if KeyPathWalker.keyValueObject(element) == nil {
                    try KeyPathObserver.refuseObjects(inData: element, named: "\(arrayKey)[\(index)]", holder: typeName(of: elements),
                                                      components: components[...], keyPath: pathForErrors)
                }
                made.append(try makeEntry(for: element, at: index))
            }
        } catch {
            made.forEach { $0.observer?.invalidate() }
            throw error
        }
        lock.withLock {
            for entry in made { entry.isAttached = true }
            entries = made
        }
    }

    /// Stops observing every element.
    func detach() {
        let detached: [Entry] = lock.withLock {
            isDetached = true
            defer { entries = [] }
            for entry in entries { entry.isAttached = false }
            return entries
        }
        detached.forEach { $0.observer?.invalidate() }
    }

    private func makeEntry(for element: Any, at index: Int) throws(KeyValueError) -> Entry {
        let entry = Entry(index: index)
        guard let object = KeyPathWalker.keyValueObject(element) else { return entry }
        entry.element = object
        entry.observer = try KeyPathObserver(root: object, keyPath: keyPath, components: components,
                                             requirements: requirements) { [weak self, weak entry] event in
            guard let self, let entry else { return }
            self.elementChanged(entry, event)
        }
        return entry
    }

    /// An entry made after the initial ones: an element that lacks the path's keys is not observed.
    private func laterEntry(for element: Any, at index: Int) -> Entry {
        (try? makeEntry(for: element, at: index)) ?? Entry(index: index)
    }

    private func elementChanged(_ entry: Entry, _ event: PathEvent) {
        let index: Int? = lock.withLock { entry.isAttached ? entry.index : nil }
        guard let index else { return }
        onElementEvent(index, entry.element, event)
    }

    // MARK: Following the array

    /// Applies a change of the array, reported by the property holding it.
    func apply(_ event: PropertyEvent) {
        guard !event.isPrior else { return }
        if event.version != 0 {
            switch event.kind {
            case .setting:
                if let elements = (event.newValue as? any KeyValueArray)?.elementsAsAny {
                    // A setting carries the whole array as of its write: no earlier write is needed.
                    resync(to: elements, version: event.version)
                    return
                }
            case .insertion, .removal, .replacement:
                if let indexes = event.indexes, applyInPlace(event, indexes) { return }
            }
        }
        guard let (elements, version) = source?.arrayAndVersion else { return }
        resync(to: elements, version: version)
    }

    /// Applies an insertion, removal or replacement at its indexes when it follows the write the
    /// entries mirror; returns `false` when the entries must be matched to the array instead.
    private func applyInPlace(_ event: PropertyEvent, _ indexes: IndexSet) -> Bool {
        let expected = event.version - 1
        let state: Bool? = lock.withLock {
            if isDetached || version > expected { return true }   // already applied
            return version == expected ? nil : false
        }
        if let state { return state }
        if event.kind == .removal {
            let removed: [Entry]? = lock.withLock {
                guard version == expected, let last = indexes.last, last < entries.count else { return nil }
                var removed: [Entry] = []
                for index in indexes.reversed() {
                    let entry = entries.remove(at: index)
                    entry.isAttached = false
                    removed.append(entry)
                }
                renumber(from: indexes.first ?? 0)
                version = event.version
                return removed
            }
            removed?.forEach { $0.observer?.invalidate() }
            return removed != nil || lock.withLock { version >= event.version || isDetached }
        }
        guard let elements = (event.newValue as? any KeyValueArray)?.elementsAsAny, elements.count == indexes.count else { return false }
        // Observations are made unlocked: making one reads keys, which may run user code.
        let made = zip(indexes, elements).map { laterEntry(for: $1, at: $0) }
        let replaced: [Entry]? = lock.withLock {
            guard !isDetached, version == expected, let last = indexes.last else { return nil }
            var replaced: [Entry] = []
            if event.kind == .insertion {
                guard last < entries.count + indexes.count else { return nil }
                for entry in made { entries.insert(entry, at: entry.index) }
            } else {
                guard last < entries.count else { return nil }
                for entry in made {
                    replaced.append(entries[entry.index])
                    entries[entry.index] = entry
                }
            }
            for entry in made { entry.isAttached = true }
            for entry in replaced { entry.isAttached = false }
            renumber(from: indexes.first ?? 0)
            version = event.version
            return replaced
        }
        guard let replaced else {
            made.forEach { $0.observer?.invalidate() }
            return lock.withLock { version >= event.version || isDetached }
        }
        replaced.forEach { $0.observer?.invalidate() }
        return true
    }

    /// Makes the entries match `elements`, the array as of write `version`, unless they mirror that
    /// write or a later one. Entries of elements still there are kept, whatever their new index.
    private func resync(to elements: [Any], version target: Int) {
        while true {
            let snapshot: (entries: [Entry], generation: Int)? = lock.withLock {
                guard !isDetached, target == 0 || target > version else { return nil }
                return (entries, generation)
            }
            guard let snapshot else { return }
            var pool: [ObjectIdentifier: [Entry]] = [:]
            for entry in snapshot.entries {
                if let element = entry.element { pool[ObjectIdentifier(element), default: []].append(entry) }
            }
            var next: [Entry] = []
            var made: [Entry] = []
            for (index, element) in elements.enumerated() {
                if let object = KeyPathWalker.keyValueObject(element),
                   let kept = pool[ObjectIdentifier(object)]?.popLast(), kept.element === object {
                    next.append(kept)
                } else {
                    let entry = laterEntry(for: element, at: index)
                    made.append(entry)
                    next.append(entry)
                }
            }
            let dropped: [Entry]? = lock.withLock {
                guard !isDetached, generation == snapshot.generation else { return nil }
                let kept = Set(next.map(ObjectIdentifier.init))
                let dropped = entries.filter { !kept.contains(ObjectIdentifier($0)) }
                for entry in dropped { entry.isAttached = false }
                for entry in next { entry.isAttached = true }
                entries = next
                renumber(from: 0)
                version = target
                return dropped
            }
            guard let dropped else {
                // Another change was applied meanwhile: start again from what it left.
                made.forEach { $0.observer?.invalidate() }
                continue
            }
            dropped.forEach { $0.observer?.invalidate() }
            return
        }
    }

    /// Gives entries from `start` on their index; call with `lock` held.
    private func renumber(from start: Int) {
        generation += 1
        var index = start
        while index < entries.count {
            entries[index].index = index
            index += 1
        }
    }
}
