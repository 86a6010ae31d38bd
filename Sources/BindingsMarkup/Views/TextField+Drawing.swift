// A text field: its text, or its placeholder dimmed, in an outlined box.
extension TextField: CenteredLineDrawing, SVGDrawing {
    /// Draws `[text____]` across the frame, between the side views shown.
    public func draw(in canvas: inout TextCanvas) {
        let content = shownText
        let shown = (content.isEmpty ? placeholder ?? "" : content).renderable
        let sides = sideViewWidths
        let start = canvas.column(atX: canvas.frame.minX + sides.left)
        let end = sides.right > 0 ? canvas.column(atX: canvas.frame.maxX - sides.right) : canvas.columns
        let inner = max(1, end - start - 2)
        let padded = String(shown.prefix(inner)) + String(repeating: "_", count: max(0, inner - shown.count))
        canvas.write("[" + padded + "]", column: start, style: TextCanvas.Style(dim: content.isEmpty))
    }

    /// Draws an outlined box with the text, or the placeholder in gray, after the left view shown.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        canvas.rectangle(frame, stroke: SVGRenderer.outline)
        let isEmpty = shownText.isEmpty
        let metrics = TextMetrics(font: font)
        canvas.text(isEmpty ? placeholder ?? "" : shownText, x: frame.minX + sideViewWidths.left + metrics.characterWidth,
                    baseline: frame.minY + metrics.baseline, font: font, color: isEmpty ? SVGRenderer.outline : textColor)
    }
}
