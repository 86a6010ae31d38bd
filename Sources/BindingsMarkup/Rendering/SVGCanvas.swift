/// Where one view draws its content in an SVG picture (``SVGRenderer``): elements in the root's
/// coordinates, one SVG user unit a point.
public struct SVGCanvas {
    /// The view's frame in the root's coordinates.
    public let frame: Rect
    /// The elements drawn so far, in order.
    public private(set) var elements: [String] = []

    init(frame: Rect) {
        self.frame = frame
    }

    /// Adds a rectangle; `cornerRadius` rounds its corners.
    public mutating func rectangle(_ rect: Rect, fill: Color? = nil, stroke: Color? = nil, cornerRadius: Double = 0) {
        var attributes = cornerRadius > 0 ? " rx=\"\(SVGRenderer.number(cornerRadius))\"" : ""
        attributes += fill.map { SVGRenderer.paint("fill", $0) } ?? " fill=\"none\""
        if let stroke { attributes += SVGRenderer.paint("stroke", stroke) }
        elements.append(SVGRenderer.rect(rect, attributes: attributes))
    }

    /// Adds a filled circle.
    public mutating func circle(centerX: Double, centerY: Double, radius: Double, fill: Color) {
        elements.append("<circle cx=\"\(SVGRenderer.number(centerX))\" cy=\"\(SVGRenderer.number(centerY))\" "
            + "r=\"\(SVGRenderer.number(max(0, radius)))\"\(SVGRenderer.paint("fill", fill))/>")
    }

    /// Adds a line of text on `baseline`, starting at `x`, centered on it or ending at it.
    public mutating func text(_ content: String, x: Double, baseline: Double, font: Font, color: Color,
                              anchor: TextAnchor = .start) {
        elements.append(SVGRenderer.text(content, x: x, baseline: baseline, font: font, color: color, anchor: anchor.rawValue))
    }

    /// Adds elements as they are, for shapes the other methods do not draw (escape text with care).
    mutating func append(_ element: String) {
        elements.append(element)
    }

    /// Where a line of text stands relative to its x.
    public enum TextAnchor: String, Sendable {
        /// The text starts at x.
        case start
        /// The text is centered on x.
        case middle
        /// The text ends at x.
        case end
    }
}
