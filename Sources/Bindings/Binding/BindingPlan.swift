/// What binding one expression to one target key compiles to, for one owner class and one target
/// class: everything about a binding that does not depend on the instances, worked out once and
/// shared by every such binding (the same label of every cell).
///
/// It holds the checks already passed (the target key exists, the owner class declares the key
/// paths, the formatter resolves), the owner property to observe and how to get the target's
/// value from it (``DirectSource``, ``SourceExtraction``), and the target property resolved.
///
/// The expression keeps its plans, so a plan does not keep the expression.
final class BindingPlan: Sendable {
    let mode: BindingMode
    let delivery: BindingDelivery
    let ownerClass: ObjectIdentifier
    let targetClass: ObjectIdentifier
    let targetKey: String
    /// The registry the formatter was resolved in, and how many registrations it had then;
    /// `nil` and 0 for an expression without a formatter.
    let registry: FormatterRegistry?
    let registryGeneration: Int
    let formatter: (any ValueFormatter)?
    /// The target property when it is the same for every target of the class (an `@Observed`
    /// key); `nil` for keys resolved per target (dotted paths, computed keys).
    let target: TargetProperty?
    /// Whether targets of the class are main-actor objects with `@Observed` properties, which
    /// keep their bindings and are freed on the main actor (see ``BindingTarget``).
    let targetIsConfined: Bool
    /// Whether targets of the class have an `@Observed` property to keep their bindings (see
    /// ``KeptBindings``).
    let targetHasKeeper: Bool
    /// Lends confined targets of the class to updates (see ``TargetLender``).
    let targetLender: TargetLender
    /// The owner property every key path starts at, when there is one (see ``DirectSource``).
    let source: DirectSource?
    let extraction: SourceExtraction
    /// Whether bindings observe key paths (no direct source) or the target's edits (two-way), and
    /// so have observations to end.
    var observesPaths: Bool { source == nil || mode == .twoWay }
    /// Whether every key path is declared by the owner class, so no owner of it can lack one.
    let ownerKeysDeclared: Bool
    /// Whether the target is set once and the binding then ends: one-time bindings, and one-way
    /// bindings whose expression reads no key path.
    let isSingleShot: Bool

    /// Compiles the plan for binding `key` of `target` to `expression` over `owner`.
    ///
    /// - Throws: ``BindingError`` in the order the checks are made: the target key, the two-way
    ///   form, the formatter (owner keys are checked per binding, unless declared).
    init<Target: KeyValueCoding>(_ expression: BindingExpression, target: Target, key: String, owner: some KeyValueCoding,
         mode: BindingMode, delivery: BindingDelivery, registry: FormatterRegistry?) throws(BindingError) {
        self.mode = mode
        self.delivery = delivery
        self.registry = registry
        registryGeneration = registry?.generation ?? 0
        ownerClass = ObjectIdentifier(type(of: owner))
        targetClass = ObjectIdentifier(type(of: target))
        targetKey = key
        do {
            let property = try TargetProperty(target, key: key)
            self.target = property.isSharedByClass ? property : nil
        } catch {
            throw .unknownTargetKey(error)
        }
        if mode == .twoWay, !expression.isKeyPath {
            throw .twoWayNeedsKeyPath(source: expression.source)
        }
        if let registry {
            do {
                formatter = try expression.resolveFormatter(in: registry)
            } catch {
                throw .invalidFormatter(error)
            }
        } else {
            formatter = nil
        }
        if mode == .twoWay, let formatter, !(formatter is any ParsingValueFormatter) {
            throw .twoWayFormatterCannotParse(source: expression.source, formatter: expression.formatter?.name ?? "")
        }
        targetHasKeeper = target.propertyTable.keeper != nil
        targetIsConfined = type(of: target).observedPropertiesAreConfined && targetHasKeeper
        // `Target` is the class of this target or a superclass of it, so of every target of the plan.
        targetLender = TypedTargetLender<Target>()
        let ownerType = type(of: owner)
        ownerKeysDeclared = expression.dependencies.allSatisfy { ownerType.declaresKeyPath(components: $0.components) }
        isSingleShot = mode == .oneTime || (expression.dependencies.isEmpty && mode != .twoWay)
        source = mode == .oneWay ? DirectSource(expression, owner: owner) : nil
        extraction = source.map { SourceExtraction(expression, source: $0) } ?? .evaluated
    }

    /// The plan for these choices, from `expression`'s cache or compiled and kept there.
    static func plan(_ expression: BindingExpression, target: some KeyValueCoding, key: String, owner: some KeyValueCoding,
                     mode: BindingMode, delivery: BindingDelivery, registry: FormatterRegistry?) throws(BindingError) -> BindingPlan {
        if let plan = expression.plans.plan(owner: type(of: owner), target: type(of: target), key: key,
                                            mode: mode, delivery: delivery, registry: registry) {
            return plan
        }
        let plan = try BindingPlan(expression, target: target, key: key, owner: owner, mode: mode, delivery: delivery, registry: registry)
        expression.plans.insert(plan)
        return plan
    }
}
