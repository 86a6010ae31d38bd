/// The bindings an object keeps as a target, held by one of its registrars (see ``KeptBindings``):
/// the binding of the registrar's own property, and, in the object's keeper, those of its keys
/// that are not `@Observed` properties (computed keys, dotted paths).
///
/// Held strongly, so that a binding lives as long as its target, and guarded by the registrar's
/// lock. When the registrar goes, its bindings learn it in two steps, as its observers do: first,
/// under the lock, they forget the registrar, whose reference they use only under that lock; then,
/// after it is released, they are told their target is gone, which ends them (never under a lock).
struct HeldBindings {
    /// The binding that sets the registrar's property: a target key has at most one.
    private var own: Binding?
    /// The bindings of the object's other keys, by key.
    private var otherKeys: [String: Binding] = [:]

    /// Keeps `binding` for its target key, the registrar's own property when `own`, and returns
    /// the binding it displaced, for the caller to end after unlocking.
    @inline(__always)
    mutating func keep(_ binding: Binding, own isOwn: Bool) -> Binding? {
        guard isOwn else { return otherKeys.updateValue(binding, forKey: binding.targetKey) }
        defer { own = binding }
        return own
    }

    /// Removes `binding` if it is still kept, returning it to be released after unlocking.
    @inline(__always)
    mutating func remove(_ binding: Binding) -> Binding? {
        if own === binding { return own.take() }
        guard otherKeys[binding.targetKey] === binding else { return nil }
        return otherKeys.removeValue(forKey: binding.targetKey)
    }

    /// The binding of `key`: the registrar's own property's when `own`, else another key's.
    func binding(forKey key: String, own isOwn: Bool) -> Binding? {
        isOwn ? own : otherKeys[key]
    }

    /// Appends every binding kept to `found`.
    func append(to found: inout [Binding]) {
        if let own { found.append(own) }
        found.append(contentsOf: otherKeys.values)
    }

    /// The first step of the registrar's deinit, under its lock: the bindings forget it.
    @inline(__always)
    func registrarWillDeallocate() {
        own?.keeperWillDeallocate()
        for binding in otherKeys.values { binding.keeperWillDeallocate() }
    }

    /// The second step, after unlocking: the bindings' target is gone.
    @inline(__always)
    func targetDidDeallocate() {
        own?.targetDidDeallocate()
        for binding in otherKeys.values { binding.targetDidDeallocate() }
    }
}
