// MarkupKit's per-view spacing: `topSpacing`/`bottomSpacing` add space above and below a view in a
// column, `leadingSpacing`/`trailingSpacing` before and after it in a row. One stored property
// (`spacingAround`) holds the four, so views that use none pay for one value.
extension View {
    /// The space above the view in a column.
    nonisolated public var topSpacing: Double {
        get { spacing.top }
        set { updateSpacing { $0.top = newValue } }
    }

    /// The space below the view in a column.
    nonisolated public var bottomSpacing: Double {
        get { spacing.bottom }
        set { updateSpacing { $0.bottom = newValue } }
    }

    /// The space before the view in a row.
    nonisolated public var leadingSpacing: Double {
        get { spacing.left }
        set { updateSpacing { $0.left = newValue } }
    }

    /// The space after the view in a row.
    nonisolated public var trailingSpacing: Double {
        get { spacing.right }
        set { updateSpacing { $0.right = newValue } }
    }

    /// ``spacingAround`` with negative and non-finite lengths as 0, as layout views read it.
    var safeSpacingAround: EdgeInsets {
        spacingAround.nonNegative
    }

    /// ``layoutMargins`` with negative and non-finite lengths as 0, as layout views and cells read them.
    var safeMargins: EdgeInsets {
        layoutMargins.nonNegative
    }

    nonisolated private var spacing: EdgeInsets {
        value(forKey: "spacingAround") as? EdgeInsets ?? .zero
    }

    nonisolated private func updateSpacing(_ change: (inout EdgeInsets) -> Void) {
        var insets = spacing
        change(&insets)
        // Cannot fail: EdgeInsets set on an EdgeInsets property.
        try? setValue(insets, forKey: "spacingAround")
    }
}
