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
    // say; `reported` and what `paths` holds are guarded by `lock`; `delivery` is atomics.

    /// What this binding compiled to, shared with every binding of the same kind.
    let plan: BindingPlan
    /// The expression the target follows.
    public let expression: BindingExpression
    /// The target's property, a key or a dotted key path.
    public var targetKey: String { target.property.keyPath }
    /// How values move.
    public var mode: BindingMode { plan.mode }

    /// The owner and the observations of a binding that reads the owner through key paths;
    /// `nil` with a direct source, which needs no reference: each change hands it the owner,
    /// which is alive while it sets its property.
    let paths: PathObservation?
    var pathOwner: (any KeyValueCoding)? { paths?.owner }
    /// The owner's identity, for finding bindings by object.
    let ownerID: ObjectIdentifier
    /// The object and property set, and what a `nil` result sets.
    let target: BindingTarget
    /// The target when it is not confined to the main actor (see ``BindingTarget``); it may go
    /// on any thread.
    private weak var sharedTarget: (any KeyValueCoding)?
    /// The plan's extraction, copied into the binding: an update then reads it from the object it
    /// already has in cache, where reading it through the plan costs a retain on every update.
    let extraction: SourceExtraction
    /// Whether updates are applied on the main actor.
    let deliversOnMainActor: Bool
    /// The registrars the binding is registered with, each guarded by its own lock.
    ///
    /// Unchecked: the locks guard the fields one by one, and two of them may change at once on two
    /// threads, each under its registrar's lock. That is exclusive per field, which is what the
    /// locks promise, not per variable, which is what the runtime would check. (Fields are assigned,
    /// never passed `inout`: ThreadSanitizer would see that as a write of the whole variable.)
    @exclusivity(unchecked) var registrations: BindingRegistrations
    /// Where updates stand; atomics, read on every update.
    let delivery = BindingDeliveryState()
    /// The binding's own lock, from the pool: bindings are made by the thousand.
    var lock: Lock { Lock(for: self) }
    /// The messages reported, made on the first: most bindings report none.
    var reported: Set<String>?

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
        let property: TargetProperty
        if let shared = plan.target {
            property = shared
        } else {
            do {
                property = try TargetProperty(target, key: targetKey)
            } catch {
                throw .unknownTargetKey(error)
            }
        }
        extraction = plan.extraction
        switch delivery {
        case .automatic: deliversOnMainActor = property.needsMainActor
        case .synchronous: deliversOnMainActor = false
        case .mainActor: deliversOnMainActor = true
        }
        ownerID = ObjectIdentifier(owner)
        registrations = BindingRegistrations(owner: owner, target: target)
        paths = plan.observesPaths ? PathObservation(owner: owner) : nil
        let confined = deliversOnMainActor && plan.targetIsConfined
        self.target = BindingTarget(target, property: property, lender: plan.targetLender, confined: confined)
        if !confined { sharedTarget = target }
        LiveCounters.bindings.increment()
        try start(owner: owner, target: target)
    }

    deinit {
        LiveCounters.bindings.decrement()
        // An ended binding has detached already.
        if isActive { detach() }
    }

    /// The target, while the binding may still set it.
    var targetObject: (any KeyValueCoding)? { target.confined ?? sharedTarget }

    /// Whether the binding still updates its target.
    public var isActive: Bool { delivery.active.load(ordering: .acquiring) }

    /// Ends the binding. Idempotent; never needed for cleanup.
    public func unbind() {
        guard delivery.active.exchange(false, ordering: .acquiringAndReleasing) else { return }
        detach()
    }

    /// The target is being freed: its registrar, which kept the binding, is going too.
    func targetDidDeallocate() {
        unbind()
    }
}
