/// The bindings of targets that have no `@Observed` property to keep them (see ``BindingSlot``):
/// a table by target and key, under one lock. Views and models with observed properties never
/// come here.
enum UnanchoredBindings {
    /// A target's key. A slot whose target has been freed and whose address is reused by a new
    /// object is simply taken over: the old binding's target is gone, so it is unbound.
    private struct Slot: Hashable {
        let target: ObjectIdentifier
        let key: String
    }

    private final class Table: Sendable {}
    // Any object's address picks a mutex of the pool; the object need not outlive the choice.
    private static let lock = Lock(for: Table())
    nonisolated(unsafe) private static var bindings: [Slot: Binding] = [:]  // guarded by `lock`

    /// Registers `binding` in its target's slot; returns the binding it displaced, for the caller
    /// to unbind outside the lock.
    static func add(_ binding: Binding, target: AnyObject) -> Binding? {
        let slot = Slot(target: ObjectIdentifier(target), key: binding.targetKey)
        return lock.withLock { bindings.updateValue(binding, forKey: slot) }
    }

    /// Removes `binding` if it still holds its slot.
    static func remove(_ binding: Binding, target: ObjectIdentifier) {
        let slot = Slot(target: target, key: binding.targetKey)
        let removed: Binding? = lock.withLock {
            guard bindings[slot] === binding else { return nil }
            return bindings.removeValue(forKey: slot)
        }
        withExtendedLifetime(removed) {}
    }

    /// The binding that sets `key` of `target`, if any.
    static func binding(of target: AnyObject, key: String) -> Binding? {
        lock.withLock { bindings[Slot(target: ObjectIdentifier(target), key: key)] }
    }

    /// The bindings kept here whose owner or target is `object`.
    static func bindings(involving object: AnyObject) -> [Binding] {
        lock.withLock {
            bindings.values.filter { $0.ownerID == ObjectIdentifier(object) || $0.targetID == ObjectIdentifier(object) }
        }
    }
}
