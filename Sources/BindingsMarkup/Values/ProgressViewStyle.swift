/// The look of a ``ProgressView``, as UIKit's `UIProgressViewStyle`.
public enum ProgressViewStyle: String, NamedEnumeration {
    /// The standard bar.
    case `default`
    /// The thinner bar of a toolbar.
    case bar
}
