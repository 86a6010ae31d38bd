import Bindings

/// The base of ``ColumnView`` and ``RowView``: subviews arranged along one axis, in order, inside the
/// layout margins, `spacing` apart. Hidden subviews take neither space nor spacing.
///
/// Along the axis, unweighted subviews take their fitting size; subviews with a `weight` share the
/// space left over, in proportion to their weights (each then clamped to its minimum and maximum;
/// what clamping frees is not redistributed). Without weighted subviews, the axis alignment places the
/// packed subviews: `fill` packs them at the start, like `leading`/`top`. Across the axis, `fill`
/// stretches each subview to the content size; the other alignments keep its fitting size.
///
/// A subview's `width`/`height` replaces its measured size (a fixed size wins over a weight) and
/// `minimum…`/`maximum…` clamp it. Negative or non-finite spacing and margins count as 0.
open class StackView: View {
    /// The space between consecutive visible subviews.
    @Observed public var spacing = 0.0
    /// How subviews are placed horizontally (see the type's description for each axis).
    @Observed public var horizontalAlignment = HorizontalAlignment.fill
    /// How subviews are placed vertically (see the type's description for each axis).
    @Observed public var verticalAlignment = VerticalAlignment.fill

    /// Adds `spacing` and both alignments.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["spacing", "horizontalAlignment", "verticalAlignment"]
    }

    /// Whether a subclass places `subview` itself, after the stack's pass (a cell's detail label in
    /// the `value1` style); such a view is drawn but not stacked.
    func isPlacedOutsideStack(_ subview: View) -> Bool {
        false
    }

    /// The subviews that take part in layout: the ones not hidden, in order.
    public var arrangedSubviews: [View] {
        // A loop, not `filter`: a closure formed on the main actor checks its executor on every call.
        var arranged: [View] = []
        arranged.reserveCapacity(subviews.count)
        for subview in subviews where !subview.isCollapsed && !isPlacedOutsideStack(subview) { arranged.append(subview) }
        return arranged
    }

    /// What an arrangement for a view of `size` starts from: the arranged subviews, `margins`, the
    /// spacing, and the room inside the margins.
    func content(in size: Size, margins: EdgeInsets) -> StackContent {
        StackContent(views: arrangedSubviews, margins: margins, spacing: safeSpacing,
                     width: max(0, size.width - margins.horizontal), height: max(0, size.height - margins.vertical))
    }

    /// The frames of the arranged subviews for a view of `size`, and the size the content needs.
    func arrangement(in size: Size) -> StackArrangement {
        StackArrangement(views: [], frames: [], size: .zero)
    }

    /// The size of the arrangement for `proposal`.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        arrangement(in: proposal).size
    }

    /// Sets the arranged subviews' frames for the current size.
    open override func layoutSubviews() {
        let arrangement = arrangement(in: frame.size)
        for (view, frame) in zip(arrangement.views, arrangement.frames) {
            view.frame = frame
        }
    }

    /// The first baseline of the arrangement at `size`: its own when it aligns baselines, else that of
    /// its first arranged subview.
    open override func firstBaseline(in size: Size) -> Double? {
        let arrangement = arrangement(in: size)
        if let baseline = arrangement.firstBaseline { return baseline }
        guard let first = arrangement.views.first, let frame = arrangement.frames.first else { return nil }
        return first.baseline(in: frame.size).map { frame.y + $0 }
    }

    /// The last baseline of the arrangement at `size`: that of its last arranged subview.
    open override func lastBaseline(in size: Size) -> Double? {
        let arrangement = arrangement(in: size)
        guard let last = arrangement.views.last, let frame = arrangement.frames.last else { return nil }
        return last.lastBaseline(in: frame.size).map { frame.y + $0 }
    }

    /// Where `verticalAlignment` puts content that does not fill the height (`fill` packs at the top).
    var verticalPlacement: StackArrangement.Placement {
        switch verticalAlignment {
        case .fill, .top: .start
        case .center: .center
        case .bottom: .end
        }
    }

    /// Where `horizontalAlignment` puts content that does not fill the width (`fill` packs at the leading edge).
    var horizontalPlacement: StackArrangement.Placement {
        switch horizontalAlignment {
        case .fill, .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }

    /// The spacing, sanitized.
    var safeSpacing: Double {
        spacing.isFinite ? max(0, spacing) : 0
    }
}

/// What a stack arranges, and the room it has: see ``StackView/content(in:margins:)``.
@MainActor
struct StackContent {
    /// The arranged subviews.
    let views: [View]
    /// The margins the subviews are placed inside, sanitized.
    let margins: EdgeInsets
    /// The spacing between consecutive subviews, sanitized.
    let spacing: Double
    /// The width inside the margins, never negative.
    let width: Double
    /// The height inside the margins, never negative.
    let height: Double

    /// The subviews' own spacing along `axis` (`.vertical` for a column), summed. Per-view
    /// spacing is rare: a pass that allocates nothing, read again when placing. An enumeration,
    /// not a key path: a key path is projected at run time, for every subview of every pass.
    func spacingAround(along axis: StackAxis) -> Double {
        var extra = 0.0
        for view in views {
            let spacing = view.safeSpacingAround
            extra += axis == .vertical ? spacing.vertical : spacing.horizontal
        }
        return extra
    }
}

/// Where a stack puts its arranged subviews for one size.
struct StackArrangement {
    /// The arranged subviews.
    var views: [View]
    /// Their frames, in the stack's coordinates, in the same order.
    var frames: [Rect]
    /// The size the stack needs (or fills) for the size it was arranged in.
    var size: Size
    /// The stack's own first baseline, from its top, when it aligns its subviews on one.
    var firstBaseline: Double? = nil

    /// Resolves the lengths along a stack's axis: `lengths` holds the measured length of each view, or
    /// `nil` for a weighted view; the space left in `available` after the measured lengths and the
    /// spacing is shared among the weighted views by weight, each share clamped by `clamp`.
    static func resolveWeighted(_ lengths: [Double?], available: Double, spacing: Double, weights: [Double?],
                                clamp: (Int, Double) -> Double) -> [Double] {
        // Most stacks weigh nothing: every length is measured, and nothing is shared out.
        var measured: [Double] = []
        measured.reserveCapacity(lengths.count)
        for length in lengths {
            guard let length else { break }
            measured.append(length)
        }
        if measured.count == lengths.count { return measured }
        let totalSpacing = spacing * Double(max(0, lengths.count - 1))
        let weightedIndexes = lengths.indices.filter { lengths[$0] == nil }
        let free = max(0, available - lengths.reduce(0) { $0 + ($1 ?? 0) } - totalSpacing)
        let shares = Self.shares(of: free, weights: weightedIndexes.map { weights[$0] ?? 0 }) {
            clamp(weightedIndexes[$0], $1)
        }
        var resolved = lengths
        for (index, share) in zip(weightedIndexes, shares) { resolved[index] = share }
        return resolved.map { $0 ?? 0 }
    }

    /// Shares `free` among `weights`; each share clamped by `clamp`.
    static func shares(of free: Double, weights: [Double], clamp: (Int, Double) -> Double) -> [Double] {
        let total = weights.reduce(0, +)
        guard total > 0 else { return weights.map { _ in 0 } }
        return weights.enumerated().map { index, weight in clamp(index, free * weight / total) }
    }

    /// The offset of content of `length` within `available` for a start/center/end placement.
    static func offset(_ placement: Placement, length: Double, available: Double) -> Double {
        switch placement {
        case .start: 0
        case .center: (available - length) / 2
        case .end: available - length
        }
    }

    /// A placement along one direction.
    enum Placement {
        case start, center, end
    }
}
