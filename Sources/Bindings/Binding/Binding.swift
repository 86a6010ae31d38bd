#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
/// ``unbind()``), whatever the kind of target key. The target keeps its bindings and the owner's
/// observed property hears them; a binding holds neither end strongly, so owner, views and
/// bindings form no cycle.
///
/// Making one is cheap: what does not depend on the instances (key checks, formatter, the typed
/// path from the owner's property to the target's) is compiled once per owner class, target class
/// and key, and the binding is then one object.
public final class Binding: @unchecked Sendable {
    // @unchecked: the references are immutable, weak, or unowned and guarded as their comments
    // say; `reported` and what `paths` holds are guarded by `lock`; `active`, `pending`,
    // `updatingThread`, `lastSerial` and `lastVersion` are atomics.

    /// What this binding compiled to, shared with every binding of the same kind.
    let plan: BindingPlan
    /// The expression the target follows.
    public let expression: BindingExpression
    /// The target's property, a key or a dotted key path.
    public var targetKey: String { targetProperty.keyPath }
    /// How values move.
    public var mode: BindingMode { plan.mode }

    /// The owner and the observations of a binding that reads the owner through key paths;
    /// `nil` with a direct source, which needs no reference: each change hands it the owner,
    /// which is alive while it sets its property.
    let paths: PathObservation?
    var pathOwner: (any KeyValueCoding)? { paths?.owner }
    /// The owner's identity, for finding bindings by object.
    let ownerID: ObjectIdentifier
    /// The target when it is a main-actor view delivered to on the main actor: it is freed there,
    /// and its registrar ends the binding first, so an active binding on the main actor may use it
    /// without the cost of a weak reference on every update.
    private unowned(unsafe) let confinedTarget: (any KeyValueCoding)?
    /// The same object for updates, which the plan's lender hands on without a retain.
    let confinedObject: Unmanaged<AnyObject>?
    /// The plan's lender, copied for the same reason as ``extraction``.
    let targetLender: TargetLender
    /// The target otherwise; it may go on any thread.
    private weak var sharedTarget: (any KeyValueCoding)?
    /// The target's identity and type, to find where it is kept, and for messages, once it is gone.
    let targetID: ObjectIdentifier
    let targetType: AnyObject.Type
    let targetProperty: TargetProperty
    /// What a `nil` result sets (see ``TargetProperty/bindingDefault(of:)``): `nil` for an
    /// optional property.
    let defaultBox: TargetDefault?
    var targetDefault: Any? { defaultBox?.value }
    /// The plan's extraction and, for an `@Observed` text target, its property, copied into the
    /// binding: an update then reads them from the object it already has in cache, where reading
    /// them through the plan costs a retain of each on every update.
    let extraction: SourceExtraction
    let textTarget: TextTarget?
    let deliversOnMainActor: Bool
    /// The binding's own lock, from the pool: bindings are made by the thousand.
    var lock: Lock { Lock(for: self) }
    /// The registrars the binding is registered with: the owner property's it hears (or the
    /// owner's keeper, to learn when the owner goes) and the target's that keeps it.
    ///
    /// Unretained, and each guarded by its registrar's lock, which is the lock of the
    /// registrar's object, known from the start: a registrar going clears the reference under that
    /// lock before it is freed, and the binding uses the reference only under it, never retaining
    /// it (a registrar may be waiting in its deinit for the lock). Weak references would give
    /// every registrar a side table, and every retain of one the slow path.
    var sourceRegistrar: Unmanaged<ObserverRegistrar>?
    var keeper: Unmanaged<ObserverRegistrar>?
    let ownerLock: Lock
    let targetLock: Lock
    /// Whether the binding is registered with the owner as an observer of changes (direct source)
    /// or only of the owner's lifetime.
    var needsValue = false
    /// The messages reported, made on the first: most bindings report none.
    var reported: Set<String>?
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
    // `__shared`: an initializer takes its arguments owned, so every caller would retain each one
    // for the call, and most are only read (`borrowing`, which says the same, crashes this
    // compiler here).
    public init(
        _ target: __shared some KeyValueCoding, _ targetKey: __shared String,
        to owner: __shared some KeyValueCoding, _ expression: __shared BindingExpression,
        mode: BindingMode = .oneWay, delivery: BindingDelivery = .automatic,
        formatters: __shared FormatterRegistry? = nil
    ) throws(BindingError) {
        // Without a formatter there is no registry to use, and asking the owner for one is a
        // conformance lookup.
        let registry = expression.formatter == nil ? nil
            : formatters ?? (owner as? any FormatterProviding)?.formatterRegistry ?? .shared
        self.expression = expression
        plan = try BindingPlan.plan(expression, target: target, key: targetKey, owner: owner,
                                    mode: mode, delivery: delivery, registry: registry)
        if let shared = plan.target {
            targetProperty = shared
        } else {
            do {
                targetProperty = try TargetProperty(target, key: targetKey)
            } catch {
                throw .unknownTargetKey(error)
            }
        }
        (defaultBox, textTarget) = targetProperty.bindingDefault(of: target)
        extraction = plan.extraction
        switch delivery {
        case .automatic: deliversOnMainActor = targetProperty.needsMainActor
        case .synchronous: deliversOnMainActor = false
        case .mainActor: deliversOnMainActor = true
        }
        ownerID = ObjectIdentifier(owner)
        ownerLock = Lock(for: owner)
        targetLock = Lock(for: target)
        paths = plan.observesPaths ? PathObservation(owner: owner) : nil
        targetID = ObjectIdentifier(target)
        targetType = type(of: target)
        targetLender = plan.targetLender
        if deliversOnMainActor, plan.targetIsConfined {
            confinedTarget = target
            confinedObject = Unmanaged.passUnretained(target)
        } else {
            confinedTarget = nil
            confinedObject = nil
            sharedTarget = target
        }
        LiveCounters.bindings.increment()
        try start(owner: owner, target: target)
    }

    deinit {
        LiveCounters.bindings.decrement()
        // An ended binding has detached already.
        if isActive { detach() }
    }

    /// The target, while the binding may still set it.
    var target: (any KeyValueCoding)? { confinedTarget ?? sharedTarget }

    /// Whether the binding still updates its target.
    public var isActive: Bool { active.load(ordering: .acquiring) }

    /// Ends the binding. Idempotent; never needed for cleanup.
    public func unbind() {
        guard active.exchange(false, ordering: .acquiringAndReleasing) else { return }
        detach()
    }

    /// The target is being freed: its registrar, which kept the binding, is going too.
    func targetDidDeallocate() {
        unbind()
    }
}
