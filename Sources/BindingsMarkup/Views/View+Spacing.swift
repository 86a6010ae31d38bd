// MarkupKit's per-view spacing: `topSpacing`/`bottomSpacing` add space above and below a view in a
// column, `leadingSpacing`/`trailingSpacing` before and after it in a row. One stored property
// (`spacingAround`) holds the four, so views that use none pay for one value.
extension View {
    /// The space above the view in a column.
    nonisolated public var topSpacing: Double {
        get { self[insetEdge: InsetEdgeKey(property: .spacingAround, edge: .top)] }
        set { self[insetEdge: InsetEdgeKey(property: .spacingAround, edge: .top)] = newValue }
    }

    /// The space below the view in a column.
    nonisolated public var bottomSpacing: Double {
        get { self[insetEdge: InsetEdgeKey(property: .spacingAround, edge: .bottom)] }
        set { self[insetEdge: InsetEdgeKey(property: .spacingAround, edge: .bottom)] = newValue }
    }

    /// The space before the view in a row.
    nonisolated public var leadingSpacing: Double {
        get { self[insetEdge: InsetEdgeKey(property: .spacingAround, edge: .left)] }
        set { self[insetEdge: InsetEdgeKey(property: .spacingAround, edge: .left)] = newValue }
    }

    /// The space after the view in a row.
    nonisolated public var trailingSpacing: Double {
        get { self[insetEdge: InsetEdgeKey(property: .spacingAround, edge: .right)] }
        set { self[insetEdge: InsetEdgeKey(property: .spacingAround, edge: .right)] = newValue }
    }

    /// ``spacingAround`` with negative and non-finite lengths as 0, as layout views read it.
    var safeSpacingAround: EdgeInsets {
        spacingAround.nonNegative
    }

    /// ``layoutMargins`` with negative and non-finite lengths as 0, as layout views and cells read them.
    var safeMargins: EdgeInsets {
        layoutMargins.nonNegative
    }
}
