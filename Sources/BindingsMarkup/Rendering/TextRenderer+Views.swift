// The content of each kind of view in the character grid.
extension TextRenderer {
    @MainActor
    func draw(_ view: View, in area: CharacterGrid.Area, frame: Rect, clip: CharacterGrid.Area,
              into grid: inout CharacterGrid) {
        switch view {
        case let label as Label:
            drawText(of: label, in: area, frame: frame, clip: clip, into: &grid)
        case let imageView as ImageView:
            guard let name = imageView.image else { return }
            let symbol = ImagePlaceholder.symbol(for: name)
            let marker = area.maxColumn - area.minColumn >= 3 ? "[" + symbol + "]" : symbol
            grid.write(marker, column: area.minColumn, row: area.minRow, clip: clip)
        case let field as TextField:
            let text = field.text ?? ""
            let shown = (text.isEmpty ? field.placeholder ?? "" : text).renderable
            let inner = max(1, area.maxColumn - area.minColumn - 2)
            let padded = String(shown.prefix(inner)) + String(repeating: "_", count: max(0, inner - shown.count))
            var style = CharacterGrid.Style.plain
            style.dim = text.isEmpty
            grid.write("[" + padded + "]", column: area.minColumn, row: area.minRow, style: ansi ? style : .plain, clip: clip)
        case let button as Button:
            let title = (button.title ?? "").renderable
            grid.write("[ " + title + " ]", column: area.minColumn, row: area.minRow, style: style(button.font, nil), clip: clip)
        case let toggle as Switch:
            grid.write(toggle.isOn ? "(on)" : "(off)", column: area.minColumn, row: area.minRow, clip: clip)
        case let cell as TableViewCell where cell.checked:
            grid.write("✓", column: Self.column(frame.maxX - 16), row: area.minRow, clip: clip)
        default:
            break
        }
    }

    @MainActor
    private func drawText(of label: Label, in area: CharacterGrid.Area, frame: Rect, clip: CharacterGrid.Area,
                          into grid: inout CharacterGrid) {
        let layout = label.textLayout(width: frame.width)
        let fitting = Int((frame.height / layout.metrics.lineHeight + 1e-9).rounded(.down))
        let style = style(label.font, label.textColor)
        let columns = area.maxColumn - area.minColumn
        for (index, line) in layout.lines.prefix(max(0, fitting)).enumerated() {
            let text = line.renderable
            let slack = max(0, columns - text.count)
            let offset = switch label.textAlignment {
            case .center: slack / 2
            case .right: slack
            case .left, .natural, .justified: 0
            }
            // Text of a small font takes more cells than points: it keeps to the frame's right edge.
            let column = max(min(area.minColumn + offset, area.maxColumn - text.count), clip.minColumn)
            grid.write(text, column: column, row: area.minRow + index, style: style, clip: clip)
        }
    }

    /// The ANSI style of text in `font` and `color` (black counts as the terminal's own color).
    private func style(_ font: Font, _ color: Color?) -> CharacterGrid.Style {
        guard ansi else { return .plain }
        var style = CharacterGrid.Style.plain
        style.bold = font.weight == .bold
        style.color = color == .black ? nil : color
        return style
    }
}
