import Bindings

/// Arranges its subviews top to bottom: `LMColumnView` in MarkupKit documents.
///
/// Defaults: `horizontalAlignment` fill (every subview as wide as the content), `verticalAlignment`
/// fill (packed at the top). The column's height follows its content (the sum of the subviews'
/// heights, spacing and margins), which is what makes a cell self-sizing; with weighted subviews and a
/// proposed height it fills that height instead. With `fill` and a proposed width it fills the width.
///
/// With ``alignToBaseline``, each subview's top sits `spacing` below the last baseline of the one
/// before it (where both have text), so lines of different fonts are spaced by their baselines, not
/// their bounding boxes. With ``alignToGrid``, the subviews of the column's rows line up in grid
/// columns, like an HTML table.
open class ColumnView: StackView {
    /// Whether subviews are spaced from the previous one's last baseline instead of its bottom.
    @Observed public var alignToBaseline = false
    /// Whether the subviews of the column's ``RowView``s line up in columns: each row's n-th
    /// unweighted subview is as wide as the widest n-th subview of any row. Other subviews (headings,
    /// separators) are left out of the grid.
    @Observed public var alignToGrid = false

    /// Whether rows were given grid widths, which turning ``alignToGrid`` off takes back.
    private var gaveGridWidths = false

    /// Adds `alignToBaseline` and `alignToGrid`.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["alignToBaseline", "alignToGrid"]
    }
    /// ``StackView/horizontalAlignment`` under MarkupKit 2's name for columns, `alignment`.
    nonisolated public var alignment: HorizontalAlignment {
        get { MainActor.assumeIsolated { horizontalAlignment } }
        set { MainActor.assumeIsolated { horizontalAlignment = newValue } }
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
        let content = self.content(in: size, margins: safeMargins)
        let (views, margins, spacing, contentWidth, contentHeight) = (content.views, content.margins, content.spacing, content.width, content.height)
        if alignToGrid || gaveGridWidths { applyGrid(to: views) }
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
        let extra = content.spacingAround(along: .vertical)
        let totalSpacing = spacing * Double(max(0, views.count - 1)) + extra
        let resolvedHeights = StackArrangement.resolveWeighted(
            heights, available: contentHeight - extra, spacing: spacing, weights: constraints.map(\.weight)
        ) { @Sendable in constraints[$0].clampHeight($1) }
        let baselineTops = alignToBaseline ? tops(of: views, widths: widths, heights: resolvedHeights, spacing: spacing) : nil
        let naturalHeight = baselineTops?.height ?? resolvedHeights.reduce(0, +) + totalSpacing
        let naturalWidth = widths.max() ?? 0
        let layoutWidth = contentWidth.isFinite ? contentWidth : naturalWidth
        var y = margins.top
        let hasWeighted = heights.contains { @Sendable in $0 == nil }
        if !hasWeighted, contentHeight.isFinite {
            y += StackArrangement.offset(verticalPlacement, length: naturalHeight, available: contentHeight)
        }
        let start = y
        var frames: [Rect] = []
        frames.reserveCapacity(views.count)
        for index in widths.indices {
            let (width, height) = (widths[index], resolvedHeights[index])
            let x = margins.left + StackArrangement.offset(horizontalPlacement, length: width, available: layoutWidth)
            let around = extra > 0 ? views[index].safeSpacingAround : .zero
            y += around.top
            if let baselineTops { y = start + baselineTops.tops[index] }
            frames.append(Rect(x: x, y: y, width: width, height: height))
            y += height + around.bottom + spacing
        }
        let fitted = Size(
            width: fillsWidth ? size.width : naturalWidth + margins.horizontal,
            height: hasWeighted && contentHeight.isFinite ? size.height : naturalHeight + margins.vertical)
        return StackArrangement(views: views, frames: frames, size: fitted)
    }

    /// Each subview's top from the content's top when spaced by baselines, and the height they need:
    /// a subview starts `spacing` below the previous one's last baseline when it has text and the
    /// previous one has a last baseline, else `spacing` below its bottom.
    private func tops(of views: [View], widths: [Double], heights: [Double], spacing: Double) -> (tops: [Double], height: Double) {
        var tops: [Double] = []
        tops.reserveCapacity(views.count)
        var y = 0.0
        var bottom = 0.0
        var previous: (top: Double, lastBaseline: Double?)?
        for index in views.indices {
            let view = views[index]
            let size = Size(width: widths[index], height: heights[index])
            let around = view.safeSpacingAround
            if let previous, let last = previous.lastBaseline, view.baseline(in: size) != nil {
                y = previous.top + last + spacing
            }
            y += around.top
            tops.append(y)
            previous = (y, view.measuredLastBaseline(in: size))
            bottom = max(bottom, y + heights[index] + around.bottom)
            y += heights[index] + around.bottom + spacing
        }
        return (tops, bottom)
    }

    /// Gives each row among `views` the widths of the grid's columns (``alignToGrid``), or takes
    /// them back when the column no longer aligns to a grid. A row whose widths change forgets its
    /// measurements; the column is measuring or placing it now, so nothing above needs telling.
    private func applyGrid(to views: [View]) {
        var rows: [RowView] = []
        for view in views { if let row = view as? RowView { rows.append(row) } }
        var grid: [Double?] = []
        if alignToGrid {
            for row in rows {
                for (index, cell) in row.arrangedSubviews.enumerated() {
                    if index == grid.count { grid.append(nil) }
                    let constraints = SizeConstraints(cell)
                    guard constraints.weight == nil || constraints.width != nil else { continue }
                    grid[index] = max(grid[index] ?? 0, cell.fittingSize(for: .unlimited).width)
                }
            }
        }
        let widths: [Double?]? = alignToGrid ? grid : nil
        for row in rows where row.gridColumnWidths != widths {
            row.gridColumnWidths = widths
            row.layoutState.invalidate()
        }
        gaveGridWidths = alignToGrid
    }
}
