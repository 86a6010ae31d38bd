// A label's lines, wrapped at its frame's width, as many as its frame's height holds.
extension Label: TextDrawing, SVGDrawing {
    /// The color the text is drawn in: its tone's, or else ``textColor``.
    public var displayedTextColor: Color {
        tone.color ?? textColor
    }

    /// The lines drawn: wrapped at the frame's width, as many as its height holds.
    public func textRows(in frame: Rect) -> Int? {
        let layout = textLayout(width: frame.width)
        return min(layout.lines.count, Int((frame.height / layout.metrics.lineHeight + 1e-9).rounded(.down)))
    }

    /// The middle of the first line, drawn from the frame's top; `nil` when no line fits.
    public func firstLineMiddle(in frame: Rect) -> Double? {
        let metrics = textLayout(width: frame.width).metrics
        guard (textRows(in: frame) ?? 0) > 0 else { return nil }
        return frame.minY + metrics.lineHeight / 2
    }

    /// Draws the lines from the left column, centered or right-aligned as `textAlignment` says.
    public func draw(in canvas: inout TextCanvas) {
        let layout = textLayout(width: canvas.frame.width)
        let fitting = Int((canvas.frame.height / layout.metrics.lineHeight + 1e-9).rounded(.down))
        let style = TextCanvas.Style(font: displayedFont(forWidth: canvas.frame.width), color: displayedTextColor)
        for (index, line) in layout.lines.prefix(max(0, fitting)).enumerated() {
            let slack = max(0, canvas.columns - line.renderable.count)
            let offset = switch textAlignment {
            case .center: slack / 2
            case .right: slack
            case .left, .natural, .justified: 0
            }
            // Text of a small font takes more cells than points: it keeps to the frame's right edge.
            canvas.writeLine(line, offset: offset, row: index, style: style)
        }
    }

    /// Draws each line as a `<text>` on its baseline.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        let layout = textLayout(width: frame.width)
        let metrics = layout.metrics
        let font = displayedFont(forWidth: frame.width)
        let fitting = Int((abs(frame.height) / metrics.lineHeight + 1e-9).rounded(.down))
        for (index, line) in layout.lines.prefix(max(0, fitting)).enumerated() {
            let width = metrics.width(ofCharacters: line.count)
            let x = switch textAlignment {
            case .center: frame.minX + (abs(frame.width) - width) / 2
            case .right: frame.maxX - width
            case .left, .natural, .justified: frame.minX
            }
            canvas.text(line, x: x, baseline: frame.minY + Double(index) * metrics.lineHeight + metrics.baseline,
                        font: font, color: displayedTextColor)
        }
    }
}
