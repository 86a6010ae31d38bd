import Bindings

/// UIKit's stack view: `UIStackView` in MarkupKit documents. Its children are its arranged subviews,
/// placed along `axis` `spacing` apart, sized and spaced by `distribution`, and placed across by
/// `alignment` (see ``StackDistribution`` and ``StackAlignment``). Hidden subviews take no space.
///
/// As in UIKit, the layout margins only apply when `isLayoutMarginsRelativeArrangement` is set, and
/// the fitting size is the arranged subviews' fitting sizes and spacing; a longer frame is filled
/// as `distribution` says. It replaces the inherited `horizontalAlignment`/`verticalAlignment` with
/// `alignment`, which it ignores.
open class AxisStackView: StackView {
    /// The direction of the arrangement (UIKit's default: horizontal).
    @Observed public var axis = StackAxis.horizontal
    /// How the subviews are sized and spaced along the axis.
    @Observed public var distribution = StackDistribution.fill
    /// How the subviews are placed across the axis.
    @Observed public var alignment = StackAlignment.fill
    /// Whether the arrangement is inside the layout margins rather than the bounds.
    @Observed public var isLayoutMarginsRelativeArrangement = false

    /// Adds the axis, distribution, alignment and margin relativity.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["axis", "distribution", "alignment", "isLayoutMarginsRelativeArrangement"]
    }

    override func arrangement(in size: Size) -> StackArrangement {
        let content = self.content(in: size, margins: isLayoutMarginsRelativeArrangement ? safeMargins : .zero)
        let (views, margins, spacing) = (content.views, content.margins, content.spacing)
        let vertical = axis == .vertical
        let along = vertical ? content.height : content.width
        let across = vertical ? content.width : content.height
        // Measured with the length across given, as text wraps to the width of a vertical stack.
        let fitted = views.map { view in
            view.fittingSize(for: vertical ? Size(width: across, height: .infinity) : Size(width: .infinity, height: across))
        }
        let natural = fitted.map { vertical ? $0.height : $0.width }
        let crossNatural = fitted.map { vertical ? $0.width : $0.height }
        let gaps = spacing * Double(max(0, views.count - 1))
        let (lengths, offsets) = distribute(natural, along: along, spacing: spacing)
        let baselines = !vertical && (alignment == .firstBaseline || alignment == .lastBaseline)
            ? zip(views, fitted).map { $0.baseline(in: $1) ?? $1.height } : nil
        let acrossLength = across.isFinite ? across : (crossNatural.max() ?? 0)
        let maxBaseline = baselines?.max() ?? 0
        var frames: [Rect] = []
        frames.reserveCapacity(views.count)
        for index in views.indices {
            let length = alignment == .fill ? acrossLength : min(crossNatural[index], acrossLength)
            let position: Double
            if let baselines {
                position = maxBaseline - baselines[index]
            } else {
                position = crossOffset(length: length, available: acrossLength)
            }
            let main = offsets[index], mainLength = lengths[index]
            frames.append(vertical
                ? Rect(x: margins.left + position, y: margins.top + main, width: length, height: mainLength)
                : Rect(x: margins.left + main, y: margins.top + position, width: mainLength, height: length))
        }
        let naturalAlong = (distribution == .fillEqually ? (natural.max() ?? 0) * Double(natural.count) : natural.reduce(0, +)) + gaps
        var naturalAcross = crossNatural.max() ?? 0
        if let baselines {
            naturalAcross = zip(baselines, crossNatural).map { maxBaseline - $0 + $1 }.max() ?? 0
        }
        let fittedSize = vertical
            ? Size(width: naturalAcross + margins.horizontal, height: naturalAlong + margins.vertical)
            : Size(width: naturalAlong + margins.horizontal, height: naturalAcross + margins.vertical)
        return StackArrangement(views: views, frames: frames, size: fittedSize,
                                firstBaseline: baselines == nil || views.isEmpty ? nil : margins.top + maxBaseline)
    }

    /// Where a subview of `length` starts across the axis.
    private func crossOffset(length: Double, available: Double) -> Double {
        switch alignment {
        case .fill, .leading, .top, .firstBaseline, .lastBaseline: 0
        case .center: (available - length) / 2
        case .trailing, .bottom: available - length
        }
    }

    /// The lengths and start offsets along the axis of subviews of `natural` lengths in `along`.
    private func distribute(_ natural: [Double], along: Double, spacing: Double) -> (lengths: [Double], offsets: [Double]) {
        let count = natural.count
        guard count > 0 else { return ([], []) }
        let gaps = spacing * Double(count - 1)
        let total = natural.reduce(0, +)
        guard along.isFinite else { return (natural, Self.offsets(of: natural, spacing: spacing)) }
        switch distribution {
        case .fill:
            // UIKit gives what is left over (or missing) to the view that hugs least: here the last.
            var lengths = natural
            lengths[count - 1] = max(0, lengths[count - 1] + along - total - gaps)
            return (lengths, Self.offsets(of: lengths, spacing: spacing))
        case .fillEqually:
            let lengths = Array(repeating: max(0, (along - gaps) / Double(count)), count: count)
            return (lengths, Self.offsets(of: lengths, spacing: spacing))
        case .fillProportionally:
            let free = max(0, along - gaps)
            let lengths = total > 0 ? natural.map { free * $0 / total } : Array(repeating: free / Double(count), count: count)
            return (lengths, Self.offsets(of: lengths, spacing: spacing))
        case .equalSpacing:
            let gap = count > 1 ? max(spacing, (along - total) / Double(count - 1)) : 0
            return (natural, Self.offsets(of: natural, spacing: gap))
        case .equalCentering:
            guard count > 1 else { return (natural, [0]) }
            var step = (along - natural[0] / 2 - natural[count - 1] / 2) / Double(count - 1)
            for index in 1..<count { step = max(step, natural[index - 1] / 2 + natural[index] / 2 + spacing) }
            let offsets = natural.indices.map { natural[0] / 2 + Double($0) * step - natural[$0] / 2 }
            return (natural, offsets)
        }
    }

    /// The start offsets of consecutive lengths `spacing` apart.
    private static func offsets(of lengths: [Double], spacing: Double) -> [Double] {
        var offset = 0.0
        return lengths.map { length in
            defer { offset += length + spacing }
            return offset
        }
    }
}
