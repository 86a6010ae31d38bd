// A picker draws each wheel as a column of titles around its selected row, which sits on the
// middle line between brackets.
extension PickerView: TextDrawing, SVGDrawing {
    /// Draws each component's titles, the selected one on the middle row as `[Medium]`.
    public func draw(in canvas: inout TextCanvas) {
        let middle = canvas.rows / 2
        var x = canvas.frame.minX
        for (component, width) in zip(components, componentWidths()) {
            // Grid cells are not the font's characters: each wheel covers the cells under its points.
            let column = canvas.column(atX: x)
            let columns = canvas.column(atX: x + width) - column
            x += width
            for line in 0..<canvas.rows {
                let index = component.selectedRow + line - middle
                guard component.selectedRow >= 0, component.rows.indices.contains(index) else { continue }
                let title = component.rows[index].title.renderable
                let shown = line == middle ? "[" + title + "]" : " " + title
                canvas.write(shown, column: column + max(0, (columns - shown.count) / 2),
                             row: line, style: TextCanvas.Style(bold: line == middle, dim: line != middle))
            }
        }
    }

    /// Draws the selection band and each component's titles, the selected one in black.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        let metrics = TextMetrics(font: font)
        let middle = frame.minY + (abs(frame.height) - metrics.lineHeight) / 2
        canvas.rectangle(Rect(x: frame.minX, y: middle, width: abs(frame.width), height: metrics.lineHeight),
                         fill: Color(white: 0.93), cornerRadius: 4)
        var x = frame.minX
        let visible = Int((abs(frame.height) / 2 / metrics.lineHeight).rounded(.down))
        for (component, width) in zip(components, componentWidths()) {
            for offset in -visible...visible {
                let index = component.selectedRow + offset
                guard component.selectedRow >= 0, component.rows.indices.contains(index) else { continue }
                canvas.text(component.rows[index].title, x: x + width / 2,
                            baseline: middle + Double(offset) * metrics.lineHeight + metrics.baseline,
                            font: font, color: offset == 0 ? .black : SVGRenderer.outline, anchor: .middle)
            }
            x += width
        }
    }
}
