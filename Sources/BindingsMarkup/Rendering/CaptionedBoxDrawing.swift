/// A view whose content the headless kit cannot show (a map's tiles, a web page) and so draws as
/// a box with a caption saying what it would show: ``caption`` in brackets on one text line,
/// an outlined box filled with ``boxFill`` and titled with the caption in SVG.
public protocol CaptionedBoxDrawing: CenteredLineDrawing, SVGDrawing {
    /// What the view shows, such as `map 48.8584, 2.2945` or `web https://example.com`.
    var caption: String { get }
    /// The color the box is filled with in SVG pictures.
    var boxFill: Color { get }
}

extension CaptionedBoxDrawing {
    /// Draws `[caption]`, cut with `…` to the frame's columns.
    public func draw(in canvas: inout TextCanvas) {
        let room = max(3, canvas.columns) - 2
        let text = caption.renderable
        canvas.write("[" + (text.count > room ? String(text.prefix(room - 1)) + "…" : text) + "]")
    }

    /// Draws the outlined box and the caption centred in it, grouped under a `<title>` of the caption.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        let font = Font.system(size: 13)
        canvas.append("<g>")
        canvas.append("  <title>\(SVGRenderer.escaped(caption))</title>")
        canvas.append("  " + SVGRenderer.rect(frame, attributes: SVGRenderer.paint("fill", boxFill) + SVGRenderer.paint("stroke", SVGRenderer.outline)))
        canvas.append("  " + SVGRenderer.text(caption, x: frame.midX, baseline: frame.midY + font.size * 3 / 8, font: font,
                                              color: .darkGray, anchor: "middle"))
        canvas.append("</g>")
    }
}
