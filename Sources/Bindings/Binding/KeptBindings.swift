/// Where a target keeps the binding of each of its keys: at most one per key, as in Cocoa
/// Bindings, so that binding a reused cell's labels each time it is configured replaces rather
/// than piles up.
///
/// An `@Observed` key's binding is kept by that property's registrar; any other key's (a computed
/// key, a dotted path) by the registrar of the target's first `@Observed` property, its keeper,
/// each in the registrar's ``HeldBindings``. Either way the target holds its bindings, which live as long as it does and learn from the
/// registrar when it goes, with no global table. Only a target with no `@Observed` property at
/// all has its bindings kept in ``KeeperlessBindings``.
enum KeptBindings {
    /// Where `key` of `target` keeps its binding: a registrar, and whether it is the key's own.
    private static func holder(of target: some KeyValueCoding, key: String, creating: Bool) -> (registrar: ObserverRegistrar, own: Bool)? {
        let own = target.propertyTable.entries[key]
        guard let entry = own ?? target.propertyTable.keeper else { return nil }
        let field = PropertyTable.Entry.field(at: entry.offset, of: target)
        return entry.storage.registrar(at: field, of: target, creating: creating).map { ($0, own != nil) }
    }

    /// Makes `binding` the one its target key keeps and returns the binding it displaced, for the
    /// caller to end outside the lock.
    static func keep(_ binding: Binding, target: some KeyValueCoding) -> Binding? {
        let own = binding.target.property.entry
        guard let entry = own ?? target.propertyTable.keeper else {
            return KeeperlessBindings.add(binding, target: target)
        }
        return binding.registrations.targetLock.withLock {
            let holder = entry.unretainedRegistrarLocked(of: target, lock: binding.registrations.targetLock)
            binding.registrations.keeper = holder
            return holder._withUnsafeGuaranteedRef { $0.bindings.keep(binding, own: own != nil) }
        }
    }

    /// Forgets `binding`, if its target key still keeps it.
    static func forget(_ binding: Binding) {
        guard binding.plan.targetHasKeeper else {
            KeeperlessBindings.remove(binding, target: binding.target.id)
            return
        }
        // Released after unlocking: ending a binding is not done under a lock.
        let removed: Binding? = binding.registrations.targetLock.withLock {
            defer { binding.registrations.keeper = nil }
            return binding.registrations.keeper?._withUnsafeGuaranteedRef { $0.bindings.remove(binding) }
        }
        withExtendedLifetime(removed) {}
    }

    /// The binding that sets `key` of `target`, if any.
    static func binding(of target: some KeyValueCoding, key: String) -> Binding? {
        guard let (registrar, own) = holder(of: target, key: key, creating: false) else {
            return target.propertyTable.keeper == nil ? KeeperlessBindings.binding(of: target, key: key) : nil
        }
        return registrar.lock.withLock { registrar.bindings.binding(forKey: key, own: own) }
    }

    /// Every live binding whose target or owner is `object`: those its registrars keep or hear from.
    static func bindings(involving object: some KeyValueCoding) -> [Binding] {
        var found: [Binding] = []
        for entry in object.propertyTable.entries.values {
            let property = entry.property(of: object)
            guard let registrar = property.storage.registrar(at: property.field, of: object, creating: false) else { continue }
            registrar.lock.withLock {
                registrar.bindings.append(to: &found)
                for observer in registrar.list.observers { if let binding = observer as? Binding { found.append(binding) } }
                for observer in registrar.lifetimeObservers { if let binding = observer as? Binding { found.append(binding) } }
            }
        }
        return found + KeeperlessBindings.bindings(involving: object)
    }
}
