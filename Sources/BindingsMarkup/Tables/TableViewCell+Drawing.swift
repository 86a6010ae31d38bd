// A table cell draws its checkmark; its content is its subviews.
extension TableViewCell: TextDrawing, SVGDrawing {
    /// Draws `✓` 16 points in from the right edge when checked.
    public func draw(in canvas: inout TextCanvas) {
        guard checked else { return }
        canvas.write("✓", column: canvas.column(atX: canvas.frame.maxX - 16))
    }

    /// Draws `✓` 16 points in from the right edge when checked, in the accent color.
    public func draw(in canvas: inout SVGCanvas) {
        guard checked else { return }
        canvas.text("✓", x: canvas.frame.maxX - 16, baseline: canvas.frame.minY + 16, font: .system(size: 16), color: SVGRenderer.accent)
    }
}
