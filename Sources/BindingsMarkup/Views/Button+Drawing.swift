// A button: its title in a rounded outline.
extension Button: TextDrawing, SVGDrawing {
    /// Draws `[ title ]`, in the accent color for a system button.
    public func draw(in canvas: inout TextCanvas) {
        canvas.write("[ " + (title ?? "") + " ]", style: TextCanvas.Style(font: font, color: buttonType == .system ? SVGRenderer.accent : nil))
    }

    /// Draws a rounded outline with the title centered, in the accent color.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        canvas.rectangle(frame, stroke: SVGRenderer.accent, cornerRadius: 4)
        canvas.text(title ?? "", x: frame.midX, baseline: frame.minY + TextMetrics(font: font).baseline,
                    font: font, color: SVGRenderer.accent, anchor: .middle)
    }
}
