/// How a ``AxisStackView`` places its subviews across its axis: `UIStackView.Alignment`. As in
/// UIKit, `top` is `leading` and `bottom` is `trailing`; the baselines apply to a horizontal stack
/// (a vertical one places them as `leading`).
public enum StackAlignment: String, NamedEnumeration {
    /// Stretched across the stack.
    case fill
    /// At the leading edge (of a vertical stack).
    case leading
    /// At the top (of a horizontal stack).
    case top
    /// Their first baselines lined up.
    case firstBaseline
    /// Centered.
    case center
    /// At the trailing edge (of a vertical stack).
    case trailing
    /// At the bottom (of a horizontal stack).
    case bottom
    /// Their last baselines lined up; the kit measures one baseline per view, so the first.
    case lastBaseline

    /// The type's own names plus UIKit's `UIStackViewAlignment`.
    public static var caseNamePrefixes: [String] {
        ["StackAlignment", "UIStackViewAlignment", "StackViewAlignment"]
    }
}
