/// Where an observation's handler runs, for ``KeyValueCoding/observe(_:options:delivery:changeHandler:)``.
public enum ObservationDelivery: Sendable, Hashable {
    /// On the main actor, as a binding's ``BindingDelivery/mainActor``: synchronously, with every
    /// detail, when the change happens on the main actor; otherwise once, coalesced, on the main
    /// queue, as a `.setting` carrying the latest value.
    case mainActor
}
