/// Draws a laid-out view tree as a standalone SVG document that a browser opens as it is.
///
/// One SVG user unit is one point. Views with a background color are filled rectangles (a pattern
/// color's tiling its image, a `<pattern>` of an `<image>`); labels are `<text>` elements, one per wrapped line, placed on their baselines with the font's size, weight,
/// style and color (in a monospace family, close to the kit's measurement); image views are light
/// placeholder boxes with the image's symbol and a `<title>` naming the image; text fields, buttons
/// and switches are outlined shapes with their text; checked cells show `✓`. Views with
/// `clipsToBounds` (tables) clip their subtree with a `<clipPath>`.
///
/// Output is deterministic: numbers are rounded to hundredths and written in their shortest form,
/// attributes come in a fixed order, clip paths are numbered in drawing order.
public struct SVGRenderer: Sendable {
    /// The kit's outline gray.
    static let outline = Color(white: 0.6)
    /// iOS's system blue, for buttons and checkmarks.
    static let accent = Color(red: 0, green: 122.0 / 255, blue: 1)

    /// A renderer.
    public init() {}

    /// The tree of `root`, after applying its pending layout, as an SVG document ending in a newline.
    ///
    /// A root that was never laid out and has no size draws as a document whose one text says so,
    /// rather than an empty picture: give it a width with ``render(_:width:)``.
    @MainActor
    public func render(_ root: View) -> String {
        if let problem = root.prepareForRendering(width: nil) { return Self.notice(problem) }
        return draw(root)
    }

    /// The tree of `root` laid out to fit `width` points (its height following its content), as an
    /// SVG document ending in a newline.
    @MainActor
    public func render(_ root: View, width: Double) -> String {
        if let problem = root.prepareForRendering(width: width) { return Self.notice(problem) }
        return draw(root)
    }

    /// A document showing `text` in place of a picture.
    private static func notice(_ text: String) -> String {
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(8 * text.count)\" height=\"20\" font-family=\"monospace\">"
            + "<text x=\"0\" y=\"16\" font-size=\"16\">\(escaped(text))</text></svg>\n"
    }

    @MainActor
    private func draw(_ root: View) -> String {
        let width = Self.number(root.frame.width)
        let height = Self.number(root.frame.height)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"monospace\">",
        ]
        var clipIDs: [Rect: String] = [:]
        var patterns = SVGPatterns()
        // Consecutive views under the same clip share one group.
        var openClip: Rect?
        for visit in RenderTraversal.visits(from: root) {
            var canvas = SVGCanvas(frame: visit.frame)
            let layer = visit.view.layerStorage
            let radius = max(0, layer?.cornerRadius ?? 0)
            if let color = visit.view.backgroundColor {
                let fill = patterns.fill(color)
                if let definition = fill.definition { canvas.append(definition) }
                canvas.append(Self.rect(visit.frame, attributes: (radius > 0 ? " rx=\"\(Self.number(radius))\"" : "") + fill.attribute))
            }
            (visit.view as? any SVGDrawing)?.draw(in: &canvas)
            if let layer, layer.borderWidth > 0 {
                canvas.append(Self.rect(visit.frame, attributes: (radius > 0 ? " rx=\"\(Self.number(radius))\"" : "") + " fill=\"none\""
                    + Self.paint("stroke", layer.borderColor ?? .black) + " stroke-width=\"\(Self.number(layer.borderWidth))\""))
            }
            var elements = canvas.elements
            // A translucent view's drawing is one group at its opacity; its subviews are drawn on their own.
            if visit.view.alpha < 1, !elements.isEmpty {
                elements = ["<g opacity=\"\(Self.number(max(0, visit.view.alpha)))\">"] + elements.map { "  " + $0 } + ["</g>"]
            }
            guard !elements.isEmpty else { continue }
            if visit.clip != openClip {
                if openClip != nil { lines.append("  </g>") }
                openClip = visit.clip
                if let clip = visit.clip {
                    let id = clipIDs[clip] ?? "clip\(clipIDs.count + 1)"
                    if clipIDs[clip] == nil {
                        clipIDs[clip] = id
                        lines.append("  <clipPath id=\"\(id)\">\(Self.rect(clip, attributes: ""))</clipPath>")
                    }
                    lines.append("  <g clip-path=\"url(#\(id))\">")
                }
            }
            let indent = openClip == nil ? "  " : "    "
            lines.append(contentsOf: elements.map { indent + $0 })
        }
        if openClip != nil { lines.append("  </g>") }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A number rounded to hundredths, without a fraction when whole: `16`, `16.8`, `-0.25`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return StringCoding.format(rounded == 0 ? 0 : rounded)
    }

    /// A `<rect>` for `frame` with extra `attributes` (each preceded by a space).
    static func rect(_ frame: Rect, attributes: String) -> String {
        "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(abs(frame.width)))\" "
            + "height=\"\(number(abs(frame.height)))\"\(attributes)/>"
    }

    /// A `<text>` at (`x`, `baseline`) in `font` and `color`.
    static func text(_ content: String, x: Double, baseline: Double, font: Font, color: Color,
                     anchor: String = "start") -> String {
        var attributes = "x=\"\(number(x))\" y=\"\(number(baseline))\" font-size=\"\(number(font.size))\""
        if font.weight == .bold { attributes += " font-weight=\"bold\"" }
        if font.italic { attributes += " font-style=\"italic\"" }
        if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
        return "<text \(attributes)\(paint("fill", color))>\(escaped(content))</text>"
    }

    /// A fill or stroke attribute (with its opacity when not opaque), each preceded by a space.
    static func paint(_ name: String, _ color: Color) -> String {
        let opaque = Color(red: color.red, green: color.green, blue: color.blue)
        var attribute = " \(name)=\"\(opaque.hex)\""
        if color.alpha < 1 { attribute += " \(name)-opacity=\"\(number(color.alpha))\"" }
        return attribute
    }

    /// `text` safe inside an XML element or attribute.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text.renderable {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
