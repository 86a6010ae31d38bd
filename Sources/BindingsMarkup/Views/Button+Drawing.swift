// A button: its title in a rounded outline.
extension Button: TextDrawing, SVGDrawing {
    /// Draws `[ title ]` (with the image's symbol first) where the content alignments place it, in
    /// ``titleColor``, else in the accent color for a system button.
    public func draw(in canvas: inout TextCanvas) {
        // Custom content draws itself; brackets around it would overwrite its first line.
        guard customContent == nil else { return }
        let text = "[ " + displayedTitle + " ]"
        let title = titleFrame(in: canvas.frame)
        // The brackets stand for the padding around the title: the text starts two columns early.
        let column = max(0, min(canvas.column(atX: title.minX) - 2, canvas.columns - text.count))
        let row = max(0, Int(((Double(canvas.rows) - 1) * contentVerticalAlignment.topFraction).rounded(.down)))
        canvas.write(text, column: column, row: row,
                     style: TextCanvas.Style(font: font, color: titleColor ?? (buttonType == .system ? SVGRenderer.accent : nil)))
    }

    /// Draws a rounded outline with the title where the content alignments place it, in
    /// ``titleColor`` or the accent color.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        canvas.rectangle(frame, stroke: SVGRenderer.accent, cornerRadius: 4)
        guard customContent == nil else { return }
        let title = titleFrame(in: frame)
        canvas.text(displayedTitle, x: title.midX, baseline: title.minY + TextMetrics(font: font).baseline,
                    font: font, color: titleColor ?? SVGRenderer.accent, anchor: .middle)
    }
}
