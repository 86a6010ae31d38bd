/// Where an observation's handler runs, for ``KeyValueCoding/observe(_:options:delivery:changeHandler:)``.
public enum ObservationDelivery: Sendable, Hashable {
    /// On the main actor, every change with every detail: synchronously when the change happens on
    /// the main actor; otherwise queued on the main queue, in the order the changes were posted.
    case mainActor
}
