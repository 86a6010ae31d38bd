/// A control that draws one line of text centred in its frame, as its SVG and GTK pictures do.
public protocol CenteredLineDrawing: TextDrawing {}

extension CenteredLineDrawing {
    /// The frame's middle: the one line is centred in it.
    public func firstLineMiddle(in frame: Rect) -> Double? {
        frame.midY
    }
}
