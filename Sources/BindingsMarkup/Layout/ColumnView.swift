import Bindings

/// Arranges its subviews top to bottom: `LMColumnView` in MarkupKit documents.
///
/// Defaults: `horizontalAlignment` fill (every subview as wide as the content), `verticalAlignment`
/// fill (packed at the top). The column's height follows its content (the sum of the subviews'
/// heights, spacing and margins), which is what makes a cell self-sizing; with weighted subviews and a
/// proposed height it fills that height instead. With `fill` and a proposed width it fills the width.
open class ColumnView: StackView {
    /// ``StackView/horizontalAlignment`` under MarkupKit 2's name for columns, `alignment`.
    nonisolated public var alignment: HorizontalAlignment {
        get { value(forKey: "horizontalAlignment") as? HorizontalAlignment ?? .fill }
        // Cannot fail: a HorizontalAlignment set on a property of that type.
        set { try? setValue(newValue, forKey: "horizontalAlignment") }
    }

    /// The stack keys plus `alignment`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        columnComputedKeys
    }

    /// Merged once, as every key read by name that is not `@Observed` asks for them.
    nonisolated private static let columnComputedKeys = StackView.computedKeys.merging([
        "alignment": ComputedKey(\ColumnView.alignment, dependsOn: "horizontalAlignment"),
    ]) { _, own in own }

    override func arrangement(in size: Size) -> StackArrangement {
        let views = arrangedSubviews
        let margins = safeMargins
        let spacing = safeSpacing
        let contentWidth = max(0, size.width - margins.horizontal)
        let contentHeight = max(0, size.height - margins.vertical)
        let constraints = SizeConstraints.of(views)
        let fillsWidth = horizontalAlignment == .fill && contentWidth.isFinite
        // Widths first, then heights: text flows horizontally, so a height depends on the width.
        var widths: [Double] = []
        widths.reserveCapacity(views.count)
        var heights: [Double?] = []
        heights.reserveCapacity(views.count)
        for (view, constraint) in zip(views, constraints) {
            let weighted = constraint.weight != nil && constraint.height == nil && contentHeight.isFinite
            if let width = constraint.width {
                widths.append(width)
                heights.append(weighted ? nil : view.fittingSize(for: Size(width: width, height: .infinity)).height)
            } else if fillsWidth {
                let width = constraint.clampWidth(contentWidth)
                widths.append(width)
                heights.append(weighted ? nil : view.fittingSize(for: Size(width: width, height: .infinity)).height)
            } else {
                let fitting = view.fittingSize(for: Size(width: contentWidth, height: .infinity))
                widths.append(fitting.width)
                heights.append(weighted ? nil : fitting.height)
            }
        }
        // Per-view spacing is rare: summed in a pass that allocates nothing, read again when placing.
        var extra = 0.0
        for view in views { extra += view.safeSpacingAround.vertical }
        let totalSpacing = spacing * Double(max(0, views.count - 1)) + extra
        let resolvedHeights = StackArrangement.resolveWeighted(
            heights, available: contentHeight - extra, spacing: spacing, weights: constraints.map(\.weight)
        ) { @Sendable in constraints[$0].clampHeight($1) }
        let naturalHeight = resolvedHeights.reduce(0, +) + totalSpacing
        let naturalWidth = widths.max() ?? 0
        let layoutWidth = contentWidth.isFinite ? contentWidth : naturalWidth
        var y = margins.top
        let hasWeighted = heights.contains { @Sendable in $0 == nil }
        if !hasWeighted, contentHeight.isFinite {
            y += StackArrangement.offset(verticalPlacement, length: naturalHeight, available: contentHeight)
        }
        var frames: [Rect] = []
        frames.reserveCapacity(views.count)
        for index in widths.indices {
            let (width, height) = (widths[index], resolvedHeights[index])
            let x = margins.left + StackArrangement.offset(horizontalPlacement, length: width, available: layoutWidth)
            let around = extra > 0 ? views[index].safeSpacingAround : .zero
            y += around.top
            frames.append(Rect(x: x, y: y, width: width, height: height))
            y += height + around.bottom + spacing
        }
        let fitted = Size(
            width: fillsWidth ? size.width : naturalWidth + margins.horizontal,
            height: hasWeighted && contentHeight.isFinite ? size.height : naturalHeight + margins.vertical)
        return StackArrangement(views: views, frames: frames, size: fitted)
    }
}
