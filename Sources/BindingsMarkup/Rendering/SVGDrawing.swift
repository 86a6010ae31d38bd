/// A view that draws its own content in SVG pictures; ``SVGRenderer`` asks each view that adopts it,
/// after filling its background color.
@MainActor
public protocol SVGDrawing: AnyObject {
    /// Draws the view's content on `canvas`, which covers the view's frame.
    func draw(in canvas: inout SVGCanvas)
}
