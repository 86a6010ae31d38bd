/// The plans one expression compiled to (see ``BindingPlan``), found by what they were compiled for.
///
/// An expression is bound to few kinds of owner and target (one cell class, one label key), so
/// the plans are a short list searched in order, under the expression's lock.
final class BindingPlanCache: @unchecked Sendable {
    // @unchecked: `plans` is guarded by `Lock(for: self)`.
    private var plans: [BindingPlan] = []
    /// More owner and target classes than this for one expression are compiled each time rather
    /// than kept: a bound on what a generated or misused expression can hold on to.
    private static let capacity = 16

    /// The plan compiled for `key`, a target of class `target`, an owner of class `owner`, the
    /// other choices, and `registry` as it is now; `nil` when there is none.
    func plan(owner: AnyClass, target: AnyClass, key: String, mode: BindingMode, delivery: BindingDelivery,
              registry: FormatterRegistry) -> BindingPlan? {
        let generation = registry.generation
        return Lock(for: self).withLock {
            plans.first {
            $0.ownerClass == ObjectIdentifier(owner) && $0.targetClass == ObjectIdentifier(target) && $0.targetKey == key
                && $0.mode == mode && $0.delivery == delivery && $0.registry === registry && $0.registryGeneration == generation
            }
        }
    }

    /// Keeps `plan`, replacing a plan for the same choices compiled before a registry changed.
    func insert(_ plan: BindingPlan) {
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
