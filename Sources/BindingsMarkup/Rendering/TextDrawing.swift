/// A view that draws its own content in text pictures; ``TextRenderer`` asks each view that adopts it.
///
/// The renderer draws borders and positions; a view draws what it shows, within its cells.
@MainActor
public protocol TextDrawing: AnyObject {
    /// Draws the view's content on `canvas`, which covers the view's frame.
    func draw(in canvas: inout TextCanvas)
    /// The rows the view's text takes when laid out in `frame` (root coordinates), so that the
    /// renderer gives each line a row of its own (see ``TextRenderer``); `nil`, the default, for the
    /// rows its frame covers.
    func textRows(in frame: Rect) -> Int?
    /// The y, in root points, of the middle of the first line of text the view draws in `frame`:
    /// that line goes on the row holding this point, where the SVG and GTK pictures show it, and
    /// row 0 of the canvas is that row. `nil`, the default, for text that starts on the frame's
    /// top row.
    func firstLineMiddle(in frame: Rect) -> Double?
}

extension TextDrawing {
    /// `nil`: the rows the frame covers.
    public func textRows(in frame: Rect) -> Int? {
        nil
    }

    /// `nil`: the text starts on the frame's top row.
    public func firstLineMiddle(in frame: Rect) -> Double? {
        nil
    }
}
