/// A binding's target end: the object it sets, which property, and what a `nil` result sets.
///
/// The object is held one of two ways, never strongly. A main-actor view delivered to on the main
/// actor is freed there, and its registrar ends the binding first, so an active binding on the
/// main actor may use it unretained (`unowned(unsafe)`, and `Unmanaged` for the lender) without
/// the cost of a weak reference on every update. Any other target may go on any thread: it is
/// held weakly, by the binding itself (``Binding/targetObject``): a weak field would make this
/// struct address-only, built aside and moved into every new binding through value witnesses.
/// Its identity and type are kept apart, to find where it keeps the binding and to name it in
/// messages once it is gone.
///
/// Stored inline in the binding and never changed after it is made: reading a field is one load.
struct BindingTarget {
    /// The target when it is confined to the main actor (see above); `nil` otherwise.
    unowned(unsafe) let confined: (any KeyValueCoding)?
    /// The same object for updates, which ``lender`` hands on without a retain.
    let confinedObject: Unmanaged<AnyObject>?
    /// The plan's lender, copied into the binding: reading it through the plan costs a retain
    /// of the plan on every update.
    let lender: TargetLender
    /// The target's identity, to find where it keeps the binding once it is gone.
    let id: ObjectIdentifier
    /// The target's class, for messages.
    let objectType: AnyObject.Type
    /// The property set, a key or a dotted key path.
    let property: TargetProperty
    /// What a `nil` result sets (see ``TargetProperty/bindingDefault(of:)``): `nil` for an
    /// optional property.
    let defaultBox: TargetDefault?
    /// For an `@Observed` text property, how to write it typed, copied into the binding for the
    /// same reason as ``lender``.
    let text: TextTarget?

    /// Holds `target` unretained when `confined`; otherwise the binding holds it weakly. Inlined
    /// into the binding's initializer, which is generic like this one and not specialized.
    @inline(__always)
    init(_ target: __shared some KeyValueCoding, property: TargetProperty, lender: TargetLender, confined: Bool) {
        self.property = property
        (defaultBox, text) = property.bindingDefault(of: target)
        id = ObjectIdentifier(target)
        objectType = type(of: target)
        self.lender = lender
        if confined {
            self.confined = target
            confinedObject = Unmanaged.passUnretained(target)
        } else {
            self.confined = nil
            confinedObject = nil
        }
    }

    /// The value a `nil` result sets.
    var defaultValue: Any? { defaultBox?.value }
}
