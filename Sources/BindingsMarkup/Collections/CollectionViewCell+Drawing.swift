// A selected cell is marked in both pictures: UIKit shows a selected background view, which a
// document sets with an instruction, so the pictures show the selection themselves.
extension CollectionViewCell: TextDrawing, SVGDrawing {
    /// Whether the pictures mark the cell: selected or highlighted, with no selected background
    /// view to show it.
    private var isMarked: Bool {
        (isSelected || isHighlighted) && selectedBackgroundView == nil
    }

    /// Draws `✓` in the top right corner of a selected or highlighted cell, in its margin.
    public func draw(in canvas: inout TextCanvas) {
        guard isMarked else { return }
        canvas.write("✓", column: canvas.column(atX: canvas.frame.maxX - 8))
    }

    /// Fills a selected or highlighted cell in light gray with rounded corners, under its content.
    public func draw(in canvas: inout SVGCanvas) {
        guard isMarked else { return }
        canvas.rectangle(canvas.frame, fill: Self.selectionColor, cornerRadius: 8)
    }

    /// The fill of a selected cell: `#EEEEEE`, the selected background of MarkupKit's collection
    /// example; toolkits show selection in it too.
    nonisolated public static let selectionColor = Color(white: 238.0 / 255)
}
