/// Pins each subview to its edges or center by the subview's ``View/anchor``: `LMAnchorView` in
/// MarkupKit documents.
///
/// Within the layout margins, a subview pinned to both edges of an axis (`all`, or `top, bottom`)
/// is stretched along it; pinned to one edge, it sits at its fitting size against that edge;
/// `centerX`/`centerY` center it; with no anchor on an axis it sits at the top or left. Its own
/// fitting size is that of its largest subview plus the margins.
open class AnchorView: View {
    /// Places every subview by its anchor.
    open override func layoutSubviews() {
        let margins = layoutMargins
        let bounds = Rect(x: margins.left, y: margins.top, width: max(0, frame.width - margins.horizontal),
                          height: max(0, frame.height - margins.vertical))
        for subview in subviews where !subview.isCollapsed {
            let anchor = subview.anchor
            let fitting = subview.fittingSize(for: bounds.size)
            let (x, width) = Self.place(fitting.width, in: bounds.minX, bounds.width,
                                        start: anchor.pinsLeft, end: anchor.pinsRight, center: anchor.contains(.centerX))
            let (y, height) = Self.place(fitting.height, in: bounds.minY, bounds.height,
                                         start: anchor.contains(.top), end: anchor.contains(.bottom), center: anchor.contains(.centerY))
            subview.frame = Rect(x: x, y: y, width: width, height: height)
        }
    }

    /// Where a subview of `length` goes along one axis of the area from `origin`, `available` long.
    static func place(_ length: Double, in origin: Double, _ available: Double, start: Bool, end: Bool, center: Bool) -> (Double, Double) {
        if start && end { return (origin, available) }
        let clamped = min(length, available)
        if end { return (origin + available - clamped, clamped) }
        if center && !start { return (origin + (available - clamped) / 2, clamped) }
        return (origin, clamped)
    }

    /// The largest subview's fitting size plus the margins.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        largestSubviewSize(for: proposal)
    }
}

extension View {
    /// The largest fitting size of the shown subviews within the margins, plus the margins: the
    /// size of views that overlay their subviews (``AnchorView``, ``LayerView``).
    func largestSubviewSize(for proposal: Size) -> Size {
        let margins = layoutMargins
        let inner = Size(width: max(0, proposal.width - margins.horizontal), height: max(0, proposal.height - margins.vertical))
        var size = Size.zero
        for subview in subviews where !subview.isCollapsed {
            let fitting = subview.fittingSize(for: inner)
            size = Size(width: max(size.width, fitting.width), height: max(size.height, fitting.height))
        }
        return Size(width: size.width + margins.horizontal, height: size.height + margins.vertical)
    }
}
