/// How a row lines up its subviews across its height, under MarkupKit 2's single `alignment`
/// attribute (`<LMRowView alignment="baseline">`): `baseline` is ``RowView/alignToBaseline``, the
/// others are ``VerticalAlignment``s.
public enum RowAlignment: String, NamedEnumeration {
    /// Stretched to the full height.
    case fill
    /// Aligned to the top edge.
    case top
    /// Aligned to the bottom edge.
    case bottom
    /// Centered.
    case center
    /// Lined up on their first baselines.
    case baseline

    /// The type's own names plus MarkupKit 2's `LMBoxViewAlignment`.
    public static var caseNamePrefixes: [String] {
        ["RowAlignment", "LMBoxViewAlignment", "BoxViewAlignment"]
    }
}
