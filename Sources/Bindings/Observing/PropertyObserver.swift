import Foundation
import Synchronization

/// One change of one observed property, as the property reports it to its observers.
struct PropertyEvent {
    var kind: KeyValueChange.Kind
    var isPrior: Bool
    /// The value before the change; filled only when an observer asked for old values.
    var oldValue: Any?
    /// The value after the change; filled only when an observer asked for new values.
    var newValue: Any?
    var indexes: IndexSet?
    /// A number unique to this notification, so an observer registered on the same change through
    /// several paths (a binding reading `content.city` and `content.state`) can act on it once.
    var serial: UInt64 = 0
    /// The property's write count after the change, taken under its lock: of two notifications
    /// of one property, the one with the greater version carries the later value, whichever
    /// arrives last. 0 when unknown.
    var version = 0
}

/// Numbers notifications; see ``PropertyEvent/serial``.
enum DeliverySerial {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}

/// A registration on one observed property: what it wants delivered and where.
///
/// The property holds its observers strongly; an observer is removed by its owner (a path
/// observation, a binding) when that ends, and `isActive` stops deliveries already under way.
final class PropertyObserver: PropertyObserving {
    let needs: ObserverNeeds
    private let active = Atomic<Bool>(true)
    private let handler: (@Sendable (PropertyEvent) -> Void)?
    private let onDeallocate: (@Sendable () -> Void)?
    /// Told instead of the closures when there are none; weak, as the client holds the observer.
    private weak let client: (any PropertyObserverClient)?
    /// What the observer is to its client, which tells its observers apart by it.
    let tag: UInt8

    init(wantsChanges: Bool = true, wantsPrior: Bool, needsOld: Bool, needsNew: Bool,
         onDeallocate: (@Sendable () -> Void)? = nil, handler: @escaping @Sendable (PropertyEvent) -> Void) {
        needs = Self.needs(wantsChanges, wantsPrior, needsOld, needsNew)
        self.onDeallocate = onDeallocate
        self.handler = handler
        client = nil
        tag = 0
    }

    /// An observer that tells `client` of every event.
    init(client: any PropertyObserverClient, tag: UInt8, wantsChanges: Bool = true, wantsPrior: Bool, needsOld: Bool, needsNew: Bool) {
        needs = Self.needs(wantsChanges, wantsPrior, needsOld, needsNew)
        onDeallocate = nil
        handler = nil
        self.client = client
        self.tag = tag
    }

    private static func needs(_ changes: Bool, _ prior: Bool, _ old: Bool, _ new: Bool) -> ObserverNeeds {
        var needs: ObserverNeeds = []
        if changes { needs.insert(.changes) }
        if prior { needs.insert(.prior) }
        if old { needs.insert(.old) }
        if new { needs.insert(.new) }
        return needs
    }

    /// Tells the observer that the property, and so the object holding it, is being freed.
    func propertyObjectDidDeallocate() {
        guard isActive else { return }
        if let onDeallocate {
            onDeallocate()
        } else if handler == nil {
            client?.propertyObserverLostObject(self)
        }
    }

    var isActive: Bool { active.load(ordering: .acquiring) }

    func deactivate() { active.store(false, ordering: .releasing) }

    func propertySet(to value: UnsafeRawPointer, version: Int, of object: AnyObject, mainQueue: inout MainQueueCheck) {}

    func registrarWillDeallocate(_ registrar: ObserverRegistrar) {}

    @inline(__always)
    func propertyChanged(_ event: PropertyEvent, of object: AnyObject) {
        guard isActive else { return }
        if let handler {
            handler(event)
        } else {
            client?.propertyObserver(self, received: event)
        }
    }
}

/// The observers of one property that hear its changes, with counts of what they need, so a set
/// can skip boxing values nobody reads and skip the prior pass when nobody wants it. A set copies
/// it to notify outside the lock, so it holds nothing else.
struct ObserverList {
    /// The observers, in registration order.
    private(set) var observers = ObserverArray()
    private(set) var priorCount = 0
    private(set) var oldCount = 0
    private(set) var newCount = 0
    /// The observers sent a set's value typed (see ``ObserverNeeds/typedValue``).
    private(set) var typedCount = 0

    /// Whether no observer hears changes.
    var isEmpty: Bool { observers.isEmpty }

    var count: Int { observers.count }

    mutating func add(_ observer: any PropertyObserving) {
        observers.append(observer)
        adjust(observer, by: 1)
    }

    mutating func remove(_ observer: any PropertyObserving) {
        guard observers.remove(observer) else { return }
        adjust(observer, by: -1)
    }

    /// The observers of this list that are also in `earlier`, in this list's order: those present
    /// at a `willChange` and still registered at its `didChange`, the only ones Foundation tells.
    func keeping(onlyThoseIn earlier: ObserverList) -> ObserverList {
        var kept = ObserverList()
        for observer in observers where earlier.observers.contains(where: { $0 === observer }) { kept.add(observer) }
        return kept
    }

    private mutating func adjust(_ observer: any PropertyObserving, by delta: Int) {
        let needs = observer.needs
        if needs.contains(.prior) { priorCount += delta }
        if needs.contains(.old) { oldCount += delta }
        if needs.contains(.new) { newCount += delta }
        if needs.contains(.typedValue) { typedCount += delta }
    }
}

/// Observers in registration order, the first one stored inline: most properties have one
/// observer at most (a view's layout registration, one binding), and a view has a dozen observed
/// properties, so an array per property would be an allocation each.
struct ObserverArray: Sequence {
    private var first: (any PropertyObserving)?
    private var rest: ContiguousArray<any PropertyObserving> = []

    var isEmpty: Bool { first == nil }
    var count: Int { first == nil ? 0 : 1 + rest.count }

    mutating func append(_ observer: any PropertyObserving) {
        if first == nil { first = observer } else { rest.append(observer) }
    }

    /// Removes `observer`; returns whether it was there.
    @discardableResult
    mutating func remove(_ observer: any PropertyObserving) -> Bool {
        if first === observer {
            first = rest.isEmpty ? nil : Self.removeFromRest(at: 0, &rest)
            return true
        }
        guard let index = rest.firstIndex(where: { $0 === observer }) else { return false }
        _ = Self.removeFromRest(at: index, &rest)
        return true
    }

    /// `rest.remove(at:)`, written as a rotation to the end and `removeLast()`: the general
    /// removal goes through `replaceSubrange`, which costs more than the whole rest of a binding's
    /// unbinding, and bindings are made and unbound by the thousand.
    private static func removeFromRest(at index: Int, _ rest: inout ContiguousArray<any PropertyObserving>) -> any PropertyObserving {
        rest.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let removed = (base + index).move()
            (base + index).moveInitialize(from: base + index + 1, count: buffer.count - index - 1)
            (base + buffer.count - 1).initialize(to: removed)
        }
        return rest.removeLast()
    }

    /// Calls `body` with each observer in order, lent rather than copied where the compiler can
    /// see that the array keeps it (a delivery's snapshot keeps every observer alive).
    @inline(__always)
    func forEach(_ body: (any PropertyObserving) -> Void) {
        guard let first else { return }
        body(first)
        for index in rest.indices { body(rest[index]) }
    }

    func makeIterator() -> Iterator {
        Iterator(first: first, rest: rest.makeIterator())
    }

    struct Iterator: IteratorProtocol {
        var first: (any PropertyObserving)?
        var rest: ContiguousArray<any PropertyObserving>.Iterator

        mutating func next() -> (any PropertyObserving)? {
            if let observer = first {
                first = nil
                return observer
            }
            return rest.next()
        }
    }
}
