/// The bindings of targets that have no `@Observed` property to keep them (see ``KeptBindings``):
/// a table by target and key, under one lock. Views and models with observed properties never
/// come here.
enum KeeperlessBindings {
    /// A target's key. A key whose target has been freed and whose address is reused by a new
    /// object is simply taken over: the old binding's target is gone, so it is unbound.
    private struct TargetKey: Hashable {
        let target: ObjectIdentifier
        let key: String
    }

    private final class Table: Sendable {}
    // Any object's address picks a mutex of the pool; the object need not outlive the choice.
    private static let lock = Lock(for: Table())
    nonisolated(unsafe) private static var bindings: [TargetKey: Binding] = [:]  // guarded by `lock`

    /// Registers `binding` under its target's key; returns the binding it displaced, for the caller
    /// to unbind outside the lock.
    static func add(_ binding: Binding, target: AnyObject) -> Binding? {
        let targetKey = TargetKey(target: ObjectIdentifier(target), key: binding.targetKey)
        return lock.withLock { bindings.updateValue(binding, forKey: targetKey) }
    }

    /// Removes `binding` if its target's key still keeps it.
    static func remove(_ binding: Binding, target: ObjectIdentifier) {
        let targetKey = TargetKey(target: target, key: binding.targetKey)
        let removed: Binding? = lock.withLock {
            guard bindings[targetKey] === binding else { return nil }
            return bindings.removeValue(forKey: targetKey)
        }
        withExtendedLifetime(removed) {}
    }

    /// The binding that sets `key` of `target`, if any.
    static func binding(of target: AnyObject, key: String) -> Binding? {
        lock.withLock { bindings[TargetKey(target: ObjectIdentifier(target), key: key)] }
    }

    /// The bindings kept here whose owner or target is `object`.
    static func bindings(involving object: AnyObject) -> [Binding] {
        lock.withLock {
            bindings.values.filter { $0.ownerID == ObjectIdentifier(object) || $0.target.id == ObjectIdentifier(object) }
        }
    }
}
