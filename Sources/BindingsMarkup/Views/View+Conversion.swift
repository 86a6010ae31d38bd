// Coordinates between views of one tree, as UIKit's `convert(_:to:)`.
extension View {
    /// `rect`, in this view's coordinates, in `view`'s coordinates; with `nil`, in the root's (the
    /// window's: the root drawn at the origin, as the renderers and hosts draw it).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let origin = originInRoot, target = view?.originInRoot ?? .zero
        return Rect(x: rect.minX + origin.x - target.x, y: rect.minY + origin.y - target.y, width: rect.width, height: rect.height)
    }

    /// Where this view's top-left corner is in its root's coordinates.
    private var originInRoot: Point {
        guard superview != nil else { return .zero }
        var point = frame.origin
        var ancestor = superview
        while let current = ancestor, current.superview != nil {
            point = Point(x: point.x + current.frame.minX, y: point.y + current.frame.minY)
            ancestor = current.superview
        }
        return point
    }
}
