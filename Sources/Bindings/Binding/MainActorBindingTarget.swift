/// A target whose properties must only be set on the main actor, such as a view.
///
/// Bindings to such targets deliver on the main actor unless told otherwise.
public protocol MainActorBindingTarget: AnyObject {}
