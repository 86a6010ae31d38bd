/// Walks a laid-out view tree in drawing order (a view before its subviews, subviews back to front),
/// giving each visible view its frame in the root's coordinates and the clip its ancestors impose.
///
/// Hidden views (and their subtrees) are skipped; a view with `clipsToBounds` clips its subtree. The
/// root is drawn at the origin, whatever its own frame origin.
@MainActor
enum RenderTraversal {
    /// One view to draw.
    struct Visit {
        let view: View
        /// The view's frame in the root's coordinates.
        let frame: Rect
        /// The part of the root's coordinates the view may draw in, or `nil` for all of it.
        let clip: Rect?

        /// The same visit with the root drawn at `origin` instead of the origin.
        func moved(by origin: Point) -> Visit {
            guard origin != .zero else { return self }
            func move(_ rect: Rect) -> Rect { Rect(x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height) }
            return Visit(view: view, frame: move(frame), clip: clip.map(move))
        }
    }

    /// The views of `root`'s tree to draw, in order.
    static func visits(from root: View) -> [Visit] {
        var result: [Visit] = []
        var pending = [Visit(view: root, frame: Rect(origin: .zero, size: root.frame.size), clip: nil)]
        while let visit = pending.popLast() {
            guard !visit.view.isCollapsed, visit.view.alpha > 0 else { continue }
            result.append(visit)
            let childClip = visit.view.clipsToBounds ? intersection(visit.clip, visit.frame) : visit.clip
            for subview in visit.view.subviews.reversed() {
                let frame = Rect(x: visit.frame.x + subview.frame.minX, y: visit.frame.y + subview.frame.minY,
                                 width: abs(subview.frame.width), height: abs(subview.frame.height))
                pending.append(Visit(view: subview, frame: frame, clip: childClip))
            }
        }
        return result
    }

    /// The overlap of an optional clip and a rectangle (empty when they do not meet).
    static func intersection(_ clip: Rect?, _ rect: Rect) -> Rect {
        guard let clip else { return rect }
        let minX = max(clip.minX, rect.minX), minY = max(clip.minY, rect.minY)
        let maxX = min(clip.maxX, rect.maxX), maxY = min(clip.maxY, rect.maxY)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}

extension String {
    /// The text with control characters (which could move a terminal's cursor or restyle it, or are not
    /// allowed in XML) replaced by U+FFFD.
    var renderable: String {
        String(String.UnicodeScalarView(unicodeScalars.map { scalar in
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            return isControl ? "\u{FFFD}" : scalar
        }))
    }
}
