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
