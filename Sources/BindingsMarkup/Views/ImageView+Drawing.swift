// An image, which the headless kit knows only by name: a symbol for it (see `ImagePlaceholder`).
extension ImageView: TextDrawing, SVGDrawing {
    private static let placeholderFill = Color(white: 0.93)

    /// Draws the symbol, bracketed as `[☎]` when the frame is at least 3 columns wide.
    public func draw(in canvas: inout TextCanvas) {
        guard let image else { return }
        let symbol = ImagePlaceholder.symbol(for: image)
        canvas.write(canvas.columns >= 3 ? "[" + symbol + "]" : symbol)
    }

    /// Draws a light box with the symbol, titled with the image's name.
    public func draw(in canvas: inout SVGCanvas) {
        guard let image else { return }
        let frame = canvas.frame
        canvas.append("<g>")
        canvas.append("  <title>\(SVGRenderer.escaped(image))</title>")
        canvas.append("  " + SVGRenderer.rect(frame, attributes: SVGRenderer.paint("fill", Self.placeholderFill)
            + SVGRenderer.paint("stroke", SVGRenderer.outline)))
        let font = Font.system(size: max(1, min(abs(frame.width), abs(frame.height)) * 0.75))
        canvas.append("  " + SVGRenderer.text(ImagePlaceholder.symbol(for: image), x: frame.midX,
                                              baseline: frame.midY + font.size * 3 / 8, font: font, color: .darkGray, anchor: "middle"))
        canvas.append("</g>")
    }
}
