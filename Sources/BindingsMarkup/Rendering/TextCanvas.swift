/// Where one view draws its content in a text picture (``TextRenderer``): the character cells its
/// frame covers, within the grid of the whole tree.
///
/// Columns and rows count from the view's top-left cell; what falls outside the clip of the
/// view's ancestors, or outside the grid, is not drawn.
public struct TextCanvas {
    /// How text is drawn: bold, dimmed, in a color (drawn only when the renderer draws ANSI styles).
    public struct Style: Sendable, Equatable {
        /// Bold text.
        public var bold: Bool
        /// Dimmed text, as a placeholder's.
        public var dim: Bool
        /// The text's color, or `nil` for the terminal's own.
        public var color: Color?

        /// A style; plain by default.
        public init(bold: Bool = false, dim: Bool = false, color: Color? = nil) {
            self.bold = bold
            self.dim = dim
            self.color = color
        }

        /// Plain text.
        public static let plain = Style()

        /// The style of text in `font` and `color`: bold for a bold font; black counts as the
        /// terminal's own color.
        public init(font: Font, color: Color?) {
            self.init(bold: font.weight == .bold, color: color == .black ? nil : color)
        }
    }

    var grid: CharacterGrid
    var area = CharacterGrid.Area(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0)
    var clip = CharacterGrid.Area(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0)
    /// The view's frame in the root's coordinates, in points.
    public internal(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Whether styles are drawn.
    public let ansi: Bool

    init(grid: CharacterGrid, ansi: Bool) {
        self.grid = grid
        self.ansi = ansi
    }

    /// The number of columns the view's frame covers.
    public var columns: Int { area.maxColumn - area.minColumn }
    /// The number of rows the view's frame covers.
    public var rows: Int { area.maxRow - area.minRow }

    /// The column, counted from the view's left cell, that an x in the root's points falls on.
    public func column(atX x: Double) -> Int {
        TextRenderer.column(x) - area.minColumn
    }

    /// Writes `text` from `column`, `row` (counted from the view's top-left cell), one character a
    /// cell, with control characters shown as `�`; the style shows only when the renderer draws ANSI.
    public mutating func write(_ text: String, column: Int = 0, row: Int = 0, style: Style = .plain) {
        var cellStyle = CharacterGrid.Style.plain
        if ansi {
            cellStyle.bold = style.bold
            cellStyle.dim = style.dim
            cellStyle.color = style.color
        }
        grid.write(text.renderable, column: area.minColumn + column, row: area.minRow + row, style: cellStyle, clip: clip)
    }

    /// Like ``write(_:column:row:style:)``, but a line longer than the columns left of the frame's
    /// right edge moves left to end there, as far as the clip allows (a label's wrapped lines).
    mutating func writeLine(_ text: String, offset: Int, row: Int, style: Style) {
        let line = text.renderable
        let start = max(min(area.minColumn + offset, area.maxColumn - line.count), clip.minColumn)
        write(line, column: start - area.minColumn, row: row, style: style)
    }
}
