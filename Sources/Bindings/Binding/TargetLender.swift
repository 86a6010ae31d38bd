/// Lends a binding its main-actor target for an update without retaining it.
///
/// A binding delivered to on the main actor keeps its target unretained (the target is freed there,
/// and its registrar ends the binding first), but turning that reference into a strong one, as
/// any use of an `unowned(unsafe)` existential does, costs an atomic retain and release per update:
/// about a tenth of a cell reuse. The plan knows the target's class, so it makes a lender of that
/// class, which hands the object on as it is (`Unmanaged`'s guaranteed reference); the binding keeps
/// the lender in a constant, so reaching it costs nothing either.
class TargetLender: @unchecked Sendable {
    // @unchecked: no state.

    /// Calls `body` with `object`, which must be alive and of the lender's target class.
    func lend(_ object: Unmanaged<AnyObject>, _ body: (any KeyValueCoding) -> Void) {
        preconditionFailure("TargetLender is abstract")
    }

    /// Has `binding` set `object` from its direct source's value at `value`, as
    /// ``Binding/set(from:on:thread:)`` does: ``lend(_:_:)`` for the one update every change of a
    /// bound row makes, without the closures, whose contexts and indirect calls cost more than the
    /// set itself.
    func set(from value: UnsafeRawPointer, on object: Unmanaged<AnyObject>, by binding: Binding, thread: UInt) {
        preconditionFailure("TargetLender is abstract")
    }
}

/// The lender for targets of class `Target` (or a subclass).
final class TypedTargetLender<Target: KeyValueCoding>: TargetLender, @unchecked Sendable {
    override func lend(_ object: Unmanaged<AnyObject>, _ body: (any KeyValueCoding) -> Void) {
        object._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: Target.self)) }
    }

    override func set(from value: UnsafeRawPointer, on object: Unmanaged<AnyObject>, by binding: Binding, thread: UInt) {
        object._withUnsafeGuaranteedRef { binding.set(from: value, on: unsafeDowncast($0, to: Target.self), thread: thread) }
    }
}
