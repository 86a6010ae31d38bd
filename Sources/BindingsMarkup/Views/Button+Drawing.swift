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
        // Row 0 is the title's row (``firstLineMiddle(in:)``).
        let column = max(0, min(canvas.column(atX: title.minX) - 2, canvas.columns - text.count))
        canvas.write(text, column: column,
                     style: TextCanvas.Style(font: font, color: titleColor ?? (buttonType == .system ? SVGRenderer.accent : nil)))
    }

    /// The middle of the title, where the content alignments place it; `nil` for custom content,
    /// which draws itself from the top.
    public func firstLineMiddle(in frame: Rect) -> Double? {
        customContent == nil ? titleFrame(in: frame).midY : nil
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
