import Synchronization

/// The plans one expression compiled to (see ``BindingPlan``), found by what they were compiled for.
///
/// An expression is bound to few kinds of owner and target (one cell class, one label key), so
/// the plans are a short list searched in order, under the expression's lock. The first plan
/// compiled is also kept where it is read without the lock: most expressions only ever have that
/// one, and each binding made looks it up.
final class BindingPlanCache: @unchecked Sendable {
    // @unchecked: `plans` is guarded by `Lock(for: self)`; `first` is atomic.
    private var plans: [BindingPlan] = []
    /// The first plan inserted, set once, as the address of a retained reference (0 until then):
    /// `AtomicLazyReference`'s load is an unspecialized call costing more than the lock. A plan that
    /// replaces it (its registry changed) goes into `plans` only, so a stale `first` no longer
    /// matches and lookups take the lock.
    private let first = Atomic<UInt>(0)
    /// More owner and target classes than this for one expression are compiled each time rather
    /// than kept: a bound on what a generated or misused expression can hold on to.
    private static let capacity = 16

    /// The plan compiled for `key`, a target of class `target`, an owner of class `owner`, the
    /// other choices, and `registry` as it is now (`nil` for an expression without a formatter);
    /// `nil` when there is none.
    func plan(owner: AnyClass, target: AnyClass, key: String, mode: BindingMode, delivery: BindingDelivery,
              registry: FormatterRegistry?) -> BindingPlan? {
        let generation = registry?.generation ?? 0
        let owner = ObjectIdentifier(owner), target = ObjectIdentifier(target)
        func matches(_ plan: BindingPlan) -> Bool {
            plan.ownerClass == owner && plan.targetClass == target && plan.targetKey == key && plan.mode == mode
                && plan.delivery == delivery && plan.registry === registry && plan.registryGeneration == generation
        }
        let address = first.load(ordering: .acquiring)
        if address != 0, let pointer = UnsafeRawPointer(bitPattern: address) {
            let plan = Unmanaged<BindingPlan>.fromOpaque(pointer).takeUnretainedValue()
            if matches(plan) { return plan }
        }
        return Lock(for: self).withLock { plans.first(where: matches) }
    }

    deinit {
        let address = first.load(ordering: .acquiring)
        if let pointer = UnsafeRawPointer(bitPattern: address) {
            Unmanaged<BindingPlan>.fromOpaque(pointer).release()
        }
    }

    /// Keeps `plan`, replacing a plan for the same choices compiled before a registry changed.
    func insert(_ plan: BindingPlan) {
        let retained = Unmanaged.passRetained(plan)
        let address = UInt(bitPattern: retained.toOpaque())
        if !first.compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing).exchanged {
            retained.release()
        }
        // A replaced plan is released after unlocking: it holds formatters, which are user code.
        let replaced: BindingPlan? = Lock(for: self).withLock {
            let index = plans.firstIndex {
                $0.ownerClass == plan.ownerClass && $0.targetClass == plan.targetClass && $0.targetKey == plan.targetKey
                    && $0.mode == plan.mode && $0.delivery == plan.delivery && $0.registry === plan.registry
            }
            if let index {
                defer { plans[index] = plan }
                return plans[index]
            }
            if plans.count < Self.capacity { plans.append(plan) }
            return nil
        }
        withExtendedLifetime(replaced) {}
    }
}
