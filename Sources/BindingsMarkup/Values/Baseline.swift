/// Which baseline of each subview a row lines up with `alignToBaseline`: MarkupKit's `baseline`.
public enum Baseline: String, NamedEnumeration {
    /// The baseline of the first line of text, the default.
    case first
    /// The baseline of the last line of text.
    case last

    /// The type's own names plus MarkupKit's `LMBaseline`.
    public static var caseNamePrefixes: [String] { ["Baseline", "LMBaseline"] }
}
