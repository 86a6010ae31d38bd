/// How a binding moves values between its owner and its target.
public enum BindingMode: Sendable, Hashable {
    /// The target follows the expression: every change of a key path it reads updates the target.
    case oneWay
    /// The target is set once, when the binding is made, and never again.
    case oneTime
    /// The target follows a key path of the owner, and edits of the target are written back to it.
    /// The expression must be a single key path, with at most a formatter that reads text back.
    case twoWay
}

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

/// A target whose properties must only be set on the main actor, such as a view.
///
/// Bindings to such targets deliver on the main actor unless told otherwise.
public protocol MainActorBindingTarget: AnyObject {}
