import Synchronization

/// Where a binding's updates stand: whether it is active, whether one is queued, which thread is
/// setting the target and what was last applied.
///
/// Read on every update from any thread, so every field is an atomic, which makes the struct
/// non-copyable; the binding stores it as a constant, so reaching a field is a direct load with no
/// access check. The messages a binding has reported (``Binding/reported``) change under its
/// lock, so they stay out: a variable here would put every update's loads behind a `var`.
struct BindingDeliveryState: ~Copyable {
    /// Whether the binding still updates its target.
    let active = Atomic<Bool>(true)
    /// Whether an update is queued for the main actor: one is queued however many changes arrive.
    let pending = Atomic<Bool>(false)
    /// The thread setting the target or writing an edit back, so that a two-way binding does not
    /// hear its own echo; 0 when none.
    let updatingThread = Atomic<UInt>(0)
    /// The last notification applied: one change reaches a template through each of its key paths.
    let lastSerial = Atomic<UInt64>(0)
    /// The version of the direct source's value last applied (see ``DirectSource``).
    let lastVersion = Atomic<Int>(0)
}
