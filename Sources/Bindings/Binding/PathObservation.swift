/// What a binding without a direct source keeps to follow its owner's key paths (and, two-way,
/// its target's edits): the owner, weakly, and the observations to end.
///
/// Kept apart from ``Binding`` because most bindings have a direct source and need none of it:
/// they then make and free no weak reference and no empty lists.
final class PathObservation: @unchecked Sendable {
    // @unchecked: `owner` is weak; `observers` and `edits` are guarded by the binding's lock.

    /// The owner, which the binding reads on each update.
    weak var owner: (any KeyValueCoding)?
    var observers: [KeyPathObserver] = []
    var edits: TargetEdits?

    init(owner: any KeyValueCoding) {
        self.owner = owner
    }
}
