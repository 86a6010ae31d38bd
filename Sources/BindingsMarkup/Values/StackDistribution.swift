/// How a ``AxisStackView`` sizes and spaces its subviews along its axis: `UIStackView.Distribution`.
public enum StackDistribution: String, NamedEnumeration {
    /// Fitting sizes; the last subview (or the weighted ones) takes the length left over.
    case fill
    /// Every subview equally long, filling the length.
    case fillEqually
    /// Lengths in proportion to the fitting sizes, filling the length.
    case fillProportionally
    /// Fitting sizes, the length left over shared equally between them (at least `spacing`).
    case equalSpacing
    /// Fitting sizes, their centers equally apart (at least `spacing` between subviews).
    case equalCentering

    /// The type's own names plus UIKit's `UIStackViewDistribution`.
    public static var caseNamePrefixes: [String] {
        ["StackDistribution", "UIStackViewDistribution", "StackViewDistribution"]
    }
}
