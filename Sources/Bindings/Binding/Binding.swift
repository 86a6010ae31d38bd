import Dispatch
import Synchronization

/// Keeps a property of a target (a view) equal to an expression over its owner's key paths.
///
/// A binding observes every key path its expression reads, re-evaluates when any changes, applies
/// the formatter, converts the result to the target property's type and sets it. A `nil` result
/// clears the target: an optional property becomes `nil`, another gets the value it had when the
/// binding was made, so a reused cell never shows the previous row's value.
///
/// A target key has at most one binding: binding it again (in code or markup) replaces the
/// binding it had, as in Cocoa Bindings.
///
/// Bindings need no teardown: a binding ends when its owner or its target is freed (or on
/// ``unbind()``), whatever the kind of target key. It holds neither strongly, so owner, views and
/// bindings form no cycle.
public final class Binding: @unchecked Sendable {
    // @unchecked: the references are weak lets or immutable; the mutable state (`observers`, the
    // source registration, `targetWatch`, `reported`) is guarded by `lock`; `active`, `pending`,
    // `updatingThread`, `lastSerial` and `lastVersion` are atomics.

    /// The expression the target follows.
    public let expression: BindingExpression
    /// The target's property, a key or a dotted key path.
    public var targetKey: String { targetProperty.keyPath }
    /// How values move.
    public let mode: BindingMode

    weak let owner: (any KeyValueCoding)?
    weak let target: (any KeyValueCoding)?
    /// The target's identity, which names the binding's slot in ``BindingRegistry`` after the target is gone.
    let targetID: ObjectIdentifier
    let targetProperty: TargetProperty
    let formatter: (any ValueFormatter)?
    /// The owner property every key path starts at, when they go no further than its value; the
    /// binding then observes it directly and evaluates from its value (see ``DirectSource``).
    let directSource: DirectSource?
    let deliversOnMainActor: Bool
    /// Whether the target is set once and the binding then ends: one-time bindings, and one-way
    /// bindings whose expression reads no key path.
    let isSingleShot: Bool
    /// The binding's stripe of the shared lock pool: bindings are made by the thousand.
    var lock: ObjectLock { ObjectLock(self) }
    var observers: [KeyPathObserver] = []
    /// The registration on a direct source (see ``DirectSource``); the registrar goes with the owner.
    weak var sourceRegistrar: ObserverRegistrar?
    var sourceObserver: PropertyObserver?
    var targetWatch: TargetWatch?
    var reported: Set<String> = []
    let active = Atomic<Bool>(true)
    let pending = Atomic<Bool>(false)
    let updatingThread = Atomic<UInt>(0)
    /// The last notification applied: one change reaches a template through each of its key paths.
    let lastSerial = Atomic<UInt64>(0)
    /// The version of the direct source's value last applied (see ``DirectSource``).
    let lastVersion = Atomic<Int>(0)

    /// Binds `target`'s property `targetKey` to `expression` evaluated on `owner`.
    ///
    /// - Parameters:
    ///   - target: the object whose property is set, usually a view.
    ///   - targetKey: the target's property, a key or a dotted key path.
    ///   - owner: the object the expression's key paths start from, usually a cell or controller.
    ///   - expression: the compiled expression.
    ///   - mode: how values move; see ``BindingMode``.
    ///   - delivery: where updates are applied; see ``BindingDelivery``.
    ///   - formatters: where the expression's formatter is looked up; by default the owner's
    ///     (``FormatterProviding``) or the shared registry.
    /// - Throws: ``BindingError`` when the target has no such property, the owner lacks a key the
    ///   expression reads, the formatter is unknown, or a two-way expression is not a key path.
    public init(
        _ target: some KeyValueCoding, _ targetKey: String,
        to owner: some KeyValueCoding, _ expression: BindingExpression,
        mode: BindingMode = .oneWay, delivery: BindingDelivery = .automatic,
        formatters: FormatterRegistry? = nil
    ) throws(BindingError) {
        self.expression = expression
        self.mode = mode
        isSingleShot = mode == .oneTime || (expression.dependencies.isEmpty && mode != .twoWay)
        self.owner = owner
        self.target = target
        targetID = ObjectIdentifier(target)
        do {
            targetProperty = try TargetProperty(target, key: targetKey)
        } catch {
            throw .unknownTargetKey(error)
        }
        if mode == .twoWay, !expression.isKeyPath || expression.formatter != nil {
            throw .twoWayNeedsKeyPath(source: expression.source)
        }
        let registry = formatters ?? (owner as? any FormatterProviding)?.formatterRegistry ?? .shared
        do {
            formatter = try expression.resolveFormatter(in: registry)
        } catch {
            throw .invalidFormatter(error)
        }
        switch delivery {
        case .automatic: deliversOnMainActor = targetProperty.needsMainActor
        case .synchronous: deliversOnMainActor = false
        case .mainActor: deliversOnMainActor = true
        }
        directSource = mode == .oneWay ? DirectSource(expression, owner: owner) : nil
        LiveCounters.bindings.increment()
        try start(owner: owner, target: target)
    }

    deinit {
        LiveCounters.bindings.decrement()
        detach()
    }

    /// Whether the binding still updates its target.
    public var isActive: Bool { active.load(ordering: .acquiring) }

    /// Ends the binding. Idempotent; never needed for cleanup.
    public func unbind() {
        guard active.exchange(false, ordering: .acquiringAndReleasing) else { return }
        detach()
        BindingRegistry.remove(self, target: targetID)
    }

    private func detach() {
        let (observers, registrar, sourceObserver, targetWatch) = lock.withLock {
            defer { self.observers = []; self.sourceObserver = nil; self.targetWatch = nil }
            return (self.observers, self.sourceRegistrar, self.sourceObserver, self.targetWatch)
        }
        observers.forEach { $0.invalidate() }
        if let sourceObserver { registrar?.remove(sourceObserver) }
        targetWatch?.detach()
    }
}

/// Lets an owner supply the formatters its bindings use (the sample's phone formatter).
public protocol FormatterProviding: AnyObject {
    /// The registry the owner's bindings look formatters up in.
    var formatterRegistry: FormatterRegistry { get }
}
