// A button: its title in a rounded outline.
extension Button: TextDrawing, SVGDrawing {
    /// Draws `[ title ]` (with the image's symbol first), in ``titleColor``, else in the accent
    /// color for a system button.
    public func draw(in canvas: inout TextCanvas) {
        canvas.write("[ " + displayedTitle + " ]", style: TextCanvas.Style(font: font, color: titleColor ?? (buttonType == .system ? SVGRenderer.accent : nil)))
    }

    /// Draws a rounded outline with the title centered, in ``titleColor`` or the accent color.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        canvas.rectangle(frame, stroke: SVGRenderer.accent, cornerRadius: 4)
        canvas.text(displayedTitle, x: frame.midX, baseline: frame.minY + contentEdgeInsets.top + TextMetrics(font: font).baseline,
                    font: font, color: titleColor ?? SVGRenderer.accent, anchor: .middle)
    }
}
