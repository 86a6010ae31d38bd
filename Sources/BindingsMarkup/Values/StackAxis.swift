/// The direction a ``AxisStackView`` arranges its subviews in: UIKit's `NSLayoutConstraint.Axis`.
public enum StackAxis: String, NamedEnumeration {
    /// Leading to trailing, in one row.
    case horizontal
    /// Top to bottom, in one column.
    case vertical

    /// The type's own names plus UIKit's `UILayoutConstraintAxis`.
    public static var caseNamePrefixes: [String] {
        ["StackAxis", "UILayoutConstraintAxis", "LayoutConstraintAxis"]
    }
}
