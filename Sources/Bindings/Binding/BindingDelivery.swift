/// Where a binding applies its updates to the target.
public enum BindingDelivery: Sendable, Hashable {
    /// On the main actor when the target is ``MainActorBindingTarget`` (views), synchronously otherwise.
    case automatic
    /// Synchronously, on the thread that changed the model.
    case synchronous
    /// On the main actor: synchronously when the change happens there, otherwise once, coalesced,
    /// on the main queue with the latest values.
    case mainActor
}
