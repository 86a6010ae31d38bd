/// A rectangle of character cells, each with a style, written into by the text renderer.
struct CharacterGrid {
    /// How a cell's character is shown on an ANSI terminal.
    struct Style: Equatable {
        var bold = false
        var dim = false
        /// A 24-bit foreground color, or `nil` for the terminal's own.
        var color: Color?

        static let plain = Style()
    }

    /// A range of cells: columns `minColumn..<maxColumn`, rows `minRow..<maxRow`.
    struct Area: Equatable {
        var minColumn: Int
        var minRow: Int
        var maxColumn: Int
        var maxRow: Int

        func contains(column: Int, row: Int) -> Bool {
            column >= minColumn && column < maxColumn && row >= minRow && row < maxRow
        }

        func intersection(_ other: Area) -> Area {
            Area(minColumn: max(minColumn, other.minColumn), minRow: max(minRow, other.minRow),
                 maxColumn: min(maxColumn, other.maxColumn), maxRow: min(maxRow, other.maxRow))
        }
    }

    let columns: Int
    let rows: Int
    private var characters: [Character]
    private var styles: [Style]

    /// A blank grid.
    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        characters = Array(repeating: " ", count: self.columns * self.rows)
        styles = Array(repeating: .plain, count: self.columns * self.rows)
    }

    /// The whole grid.
    var bounds: Area {
        Area(minColumn: 0, minRow: 0, maxColumn: columns, maxRow: rows)
    }

    /// Blanks the cells of `area` that are in the grid.
    mutating func clear(_ area: Area) {
        let visible = area.intersection(bounds)
        guard visible.minColumn < visible.maxColumn else { return }
        for row in visible.minRow..<max(visible.minRow, visible.maxRow) {
            for column in visible.minColumn..<visible.maxColumn {
                characters[row * columns + column] = " "
                styles[row * columns + column] = .plain
            }
        }
    }

    /// Writes `text` from (`column`, `row`) rightwards, one character per cell, within `clip`.
    mutating func write(_ text: String, column: Int, row: Int, style: Style = .plain, clip: Area) {
        let area = clip.intersection(bounds)
        guard row >= area.minRow, row < area.maxRow else { return }
        var current = column
        for character in text {
            if current >= area.maxColumn { break }
            if current >= area.minColumn {
                characters[row * columns + current] = character
                styles[row * columns + current] = style
            }
            current += 1
        }
    }

    /// The grid as lines of text, without trailing spaces; with `ansi`, styled with SGR escape codes.
    func text(ansi: Bool) -> String {
        var lines: [String] = []
        for row in 0..<rows {
            let range = (row * columns)..<((row + 1) * columns)
            var end = range.upperBound
            while end > range.lowerBound, characters[end - 1] == " " { end -= 1 }
            var line = ""
            var current = Style.plain
            for index in range.lowerBound..<end {
                if ansi, styles[index] != current {
                    line += Self.escape(for: styles[index])
                    current = styles[index]
                }
                line.append(characters[index])
            }
            if ansi, current != .plain { line += Self.escape(for: .plain) }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The SGR sequence that switches to `style` from any other: a reset, then its attributes.
    private static func escape(for style: Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if let color = style.color {
            let components = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
            codes.append("38;2;" + components.joined(separator: ";"))
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
