import Bindings

/// Arranges its subviews left to right: `LMRowView` in MarkupKit documents.
///
/// Defaults: `horizontalAlignment` fill (packed at the leading edge), `verticalAlignment` fill (every
/// subview as tall as the content). Unweighted subviews are measured in order, each proposed the width
/// the previous ones left. The row's height follows its content; with weighted subviews and a
/// proposed width it fills that width.
///
/// With `alignToBaseline`, subviews keep their own heights and are placed so that their first
/// baselines line up (a subview without a baseline, such as an image, sits on the baseline with its
/// bottom); the row is then as tall as the tallest part above the baseline plus the tallest below it,
/// and `verticalAlignment` places that group (`fill` at the top). `baseline="last"` lines up the
/// last baselines instead.
///
/// In a column with `alignToGrid`, the column gives the row the width of each of its grid's columns
/// (see ``ColumnView/alignToGrid``).
open class RowView: StackView {
    /// Whether subviews line up on their baselines instead of following `verticalAlignment`.
    @Observed public var alignToBaseline = false
    /// Which baseline ``alignToBaseline`` lines up: the first, by default, or the last.
    @Observed public var baseline = Baseline.first

    /// The widths a grid-aligned column gives its rows' subviews, by index; `nil` where a subview
    /// keeps its own (a weighted one), and for a row outside such a column. Set by the column during
    /// its layout, so it is layout state, not a property.
    var gridColumnWidths: [Double?]?

    /// Adds `alignToBaseline` and `baseline`.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["alignToBaseline", "baseline"]
    }

    /// ``alignToBaseline`` and ``StackView/verticalAlignment`` under MarkupKit 2's one name:
    /// `baseline` lines subviews up on their baselines, the other cases set the vertical alignment.
    nonisolated public var alignment: RowAlignment {
        get {
            MainActor.assumeIsolated {
                alignToBaseline ? .baseline : RowAlignment(rawValue: verticalAlignment.rawValue) ?? .fill
            }
        }
        set {
            MainActor.assumeIsolated {
                alignToBaseline = newValue == .baseline
                if let vertical = VerticalAlignment(rawValue: newValue.rawValue) { verticalAlignment = vertical }
            }
        }
    }

    /// The stack keys plus `alignment`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        rowComputedKeys
    }

    /// Merged once, as every key read by name that is not `@Observed` asks for them.
    nonisolated private static let rowComputedKeys = StackView.computedKeys.merging([
        "alignment": ComputedKey(\RowView.alignment, dependsOn: "alignToBaseline", "verticalAlignment"),
    ]) { _, own in own }

    override func arrangement(in size: Size) -> StackArrangement {
        let content = self.content(in: size, margins: safeMargins)
        let (views, margins, spacing, contentWidth, contentHeight) = (content.views, content.margins, content.spacing, content.width, content.height)
        let constraints = SizeConstraints.of(views)
        var widths: [Double?] = []
        widths.reserveCapacity(views.count)
        var measuredHeights: [Double?] = []
        measuredHeights.reserveCapacity(views.count)
        let extra = content.spacingAround(along: .horizontal)
        var remaining = max(0, contentWidth - extra)
        let grid = gridColumnWidths
        for (index, (view, constraint)) in zip(views, constraints).enumerated() {
            if let width = constraint.width {
                widths.append(width)
                measuredHeights.append(nil)
            } else if let grid, index < grid.count, let width = grid[index] {
                widths.append(width)
                measuredHeights.append(nil)
            } else if constraint.weight != nil, contentWidth.isFinite {
                widths.append(nil)
                measuredHeights.append(nil)
                continue
            } else {
                let fitting = view.fittingSize(for: Size(width: remaining, height: .infinity))
                widths.append(fitting.width)
                measuredHeights.append(fitting.height)
            }
            remaining = max(0, remaining - ((widths.last ?? nil) ?? 0) - spacing)
        }
        let totalSpacing = spacing * Double(max(0, views.count - 1)) + extra
        let resolvedWidths = StackArrangement.resolveWeighted(
            widths, available: contentWidth - extra, spacing: spacing, weights: constraints.map(\.weight)
        ) { @Sendable in constraints[$0].clampWidth($1) }
        let stretches = verticalAlignment == .fill && !alignToBaseline && contentHeight.isFinite
        var heights: [Double] = []
        heights.reserveCapacity(views.count)
        for index in views.indices {
            let constraint = constraints[index]
            if let height = constraint.height {
                heights.append(height)
            } else if stretches {
                heights.append(constraint.clampHeight(contentHeight))
            } else {
                heights.append(measuredHeights[index]
                    ?? views[index].fittingSize(for: Size(width: resolvedWidths[index], height: .infinity)).height)
            }
        }
        let vertical = verticalLayout(views: views, widths: resolvedWidths, heights: heights,
                                      contentHeight: contentHeight, top: margins.top)
        let naturalWidth = resolvedWidths.reduce(0, +) + totalSpacing
        var x = margins.left
        let hasWeighted = widths.contains { @Sendable in $0 == nil }
        if !hasWeighted, contentWidth.isFinite {
            x += StackArrangement.offset(horizontalPlacement, length: naturalWidth, available: contentWidth)
        }
        var frames: [Rect] = []
        frames.reserveCapacity(views.count)
        for index in views.indices {
            let around = extra > 0 ? views[index].safeSpacingAround : .zero
            x += around.left
            frames.append(Rect(x: x, y: vertical.origins[index], width: resolvedWidths[index], height: heights[index]))
            x += resolvedWidths[index] + around.right + spacing
        }
        let fitted = Size(
            width: hasWeighted && contentWidth.isFinite ? size.width : naturalWidth + margins.horizontal,
            height: vertical.naturalHeight + margins.vertical)
        return StackArrangement(views: views, frames: frames, size: fitted, firstBaseline: vertical.firstBaseline)
    }

    /// The y of each subview, the content height they need, and the row's own first baseline when it
    /// aligns baselines.
    private func verticalLayout(views: [View], widths: [Double], heights: [Double], contentHeight: Double, top: Double)
        -> (origins: [Double], naturalHeight: Double, firstBaseline: Double?) {
        guard alignToBaseline else {
            let natural = heights.max() ?? 0
            let available = contentHeight.isFinite ? contentHeight : natural
            let placement = verticalPlacement
            var origins: [Double] = []
            origins.reserveCapacity(heights.count)
            for height in heights { origins.append(top + StackArrangement.offset(placement, length: height, available: available)) }
            return (origins, natural, nil)
        }
        var baselines: [Double] = []
        baselines.reserveCapacity(views.count)
        for index in views.indices {
            let size = Size(width: widths[index], height: heights[index])
            let line = baseline == .first ? views[index].baseline(in: size) : views[index].measuredLastBaseline(in: size)
            baselines.append(line ?? heights[index])
        }
        let ascent = baselines.max() ?? 0
        let descent = zip(heights, baselines).map { @Sendable in $0 - $1 }.max() ?? 0
        let natural = views.isEmpty ? 0 : ascent + max(0, descent)
        let groupTop = top + (contentHeight.isFinite
            ? StackArrangement.offset(verticalPlacement, length: natural, available: contentHeight) : 0)
        let origins = baselines.map { @Sendable in groupTop + ascent - $0 }
        return (origins, natural, views.isEmpty ? nil : groupTop + ascent)
    }
}
