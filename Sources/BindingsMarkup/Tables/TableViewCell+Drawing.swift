// A table cell draws its checkmark or accessory in its right margin; its content is its subviews.
extension TableViewCell: TextDrawing, SVGDrawing {
    /// The symbol in the right margin: `✓` when checked, else the accessory's, if any.
    var trailingSymbol: String? {
        checked ? "✓" : accessoryType.symbol
    }

    /// Draws the trailing symbol 16 points in from the right edge.
    public func draw(in canvas: inout TextCanvas) {
        guard let symbol = trailingSymbol else { return }
        canvas.write(symbol, column: canvas.column(atX: canvas.frame.maxX - 16))
    }

    /// Draws the trailing symbol 16 points in from the right edge, in the accent color when checked.
    public func draw(in canvas: inout SVGCanvas) {
        guard let symbol = trailingSymbol else { return }
        canvas.text(symbol, x: canvas.frame.maxX - 16, baseline: canvas.frame.minY + 16, font: .system(size: 16),
                    color: checked ? SVGRenderer.accent : SVGRenderer.outline)
    }
}
