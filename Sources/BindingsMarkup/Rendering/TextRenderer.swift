/// Draws a laid-out view tree into a grid of characters, for terminals, logs and snapshot tests.
///
/// **Scale.** One character cell is 8 points wide and 20 points tall: one character and one line of
/// System 16 (see ``TextMetrics``). A point (x, y) falls in the cell at column `floor(x / 8)`, row
/// `floor(y / 20)`; a frame covers the cells from its top-left point's up to (not including) its
/// bottom-right point's, so adjacent frames never overlap. Text is laid out in rows (``TextRowPlan``):
/// each line a view draws gets a row of its own, a view below another's text in the same columns
/// starting on the next free row, and a view's first line on the row of that line's middle
/// (``TextDrawing/firstLineMiddle(in:)``: in a row aligned any way, a view goes on the line where
/// the SVG picture shows it), so lines of fonts under 16 points never fall on one row and
/// overwrite each other, at any scroll offset. A navigation bar keeps its title and buttons on its
/// first row, over its rule. Text is drawn one
/// character per cell from the left column of its view, whatever its font size, so a smaller font
/// takes more columns than its frame and a larger one fewer; a line longer than its frame's columns
/// is moved left to end at the frame's right edge, as far as the clip allows. Drawing is cut at the
/// clip of ancestors with `clipsToBounds` (tables) and at the grid's edge. The grid is the root's size, at most
/// ``maximumColumns`` × ``maximumRows``; the root is drawn at the origin.
///
/// **What is drawn.** Labels: their lines wrapped at the frame's width, as many as the frame's height
/// holds. Image views: a one-character symbol (`☎`, `℻`, `✉`, else the name's initial), bracketed as
/// `[☎]` when the frame is at least 3 columns wide. Text fields: `[text____]` across the frame (the
/// placeholder, dimmed, when the text is empty). Buttons: `[ title ]`. Switches: `(on)` or `(off)`.
/// Sliders: a `─` track with `●` where the value lies. Steppers: `[ - | + ]`. Progress views: `█`
/// done, `░` to go. Activity indicators: `◌` while animating. Any view that adopts
/// ``TextDrawing`` draws itself the same way.
/// Checked table cells: `✓` 16 points in from their right edge. With ``showsBorders``, every view at
/// least 2 cells wide and tall is boxed in box-drawing characters, under all content. Background
/// colors are not drawn. Control characters in text become `�`. Lines end without trailing spaces.
///
/// **Styles.** With ``ansi``, bold fonts are bold, text colors other than black are 24-bit colors,
/// and placeholders are dim, in SGR escape codes; off by default, and an app should turn it on only
/// when its output is a terminal. Output is deterministic: the same tree gives the same text.
public struct TextRenderer: Sendable {
    /// Whether views are boxed in box-drawing characters.
    public var showsBorders: Bool
    /// Whether bold and colors are drawn with ANSI escape codes.
    public var ansi: Bool

    /// The width of a character cell, in points.
    public static let columnWidth = 8.0
    /// The height of a character cell, in points.
    public static let rowHeight = 20.0
    /// The most columns a render has, whatever the root's width.
    public static let maximumColumns = 500
    /// The most rows a render has, whatever the root's height.
    public static let maximumRows = 5_000

    /// A renderer; plain text without borders by default.
    public init(showsBorders: Bool = false, ansi: Bool = false) {
        self.showsBorders = showsBorders
        self.ansi = ansi
    }

    /// The tree of `root` as lines of text joined by `\n`, after applying its pending layout.
    ///
    /// A root that was never laid out and has no size draws as one line saying so, rather than as
    /// nothing: give it a width with ``render(_:width:)``.
    @MainActor
    public func render(_ root: View) -> String {
        if let problem = root.prepareForRendering(width: nil) { return problem }
        return draw(root)
    }

    /// The tree of `root` laid out to fit `width` points (its height following its content), as
    /// lines of text joined by `\n`: one call from a view built in code or markup to its picture.
    /// The picture ends at its last line of text: a height that is not a whole number of rows
    /// leaves no blank line below.
    @MainActor
    public func render(_ root: View, width: Double) -> String {
        if let problem = root.prepareForRendering(width: width) { return problem }
        var text = Substring(draw(root))
        while text.hasSuffix("\n") { text = text.dropLast() }
        return String(text)
    }

    @MainActor
    private func draw(_ root: View) -> String {
        draw([TextLayer(view: root, origin: .zero, boxed: false)], size: root.frame.size)
    }

    /// Draws `layers` into one grid of `size` points, each over the ones before: a boxed layer
    /// first blanks its frame and the cells around it, where it draws its box.
    @MainActor
    func draw(_ layers: [TextLayer], size: Size) -> String {
        var grid = CharacterGrid(columns: min(Self.extent(size.width / Self.columnWidth), Self.maximumColumns),
                                 rows: min(Self.extent(size.height / Self.rowHeight), Self.maximumRows))
        for layer in layers {
            let visits = RenderTraversal.visits(from: layer.view).map { $0.moved(by: layer.origin) }
            if layer.boxed, let frame = visits.first?.frame {
                let area = Self.area(of: frame)
                let box = CharacterGrid.Area(minColumn: area.minColumn - 1, minRow: area.minRow - 1,
                                             maxColumn: area.maxColumn + 1, maxRow: area.maxRow + 1)
                grid.clear(box)
                drawBorder(box, clip: grid.bounds, into: &grid)
            }
            // Borders first, all of them, so that no border covers content drawn earlier.
            for visit in visits where showsBorders {
                drawBorder(Self.area(of: visit.frame), clip: visit.clip.map(Self.area(of:)) ?? grid.bounds, into: &grid)
            }
            var canvas = TextCanvas(grid: consume grid, ansi: ansi)
            let plan = TextRowPlan(visits)
            for (index, visit) in visits.enumerated() {
                guard let view = visit.view as? any TextDrawing else { continue }
                canvas.area = plan.areas[index]
                canvas.frame = visit.frame
                canvas.clip = visit.clip.map(Self.area(of:)) ?? canvas.grid.bounds
                view.draw(in: &canvas)
            }
            grid = canvas.grid
        }
        return grid.text(ansi: ansi)
    }

    /// The column an x in points falls on.
    static func column(_ x: Double) -> Int {
        index(x / columnWidth)
    }

    /// The row a y in points falls on.
    static func row(_ y: Double) -> Int {
        index(y / rowHeight)
    }

    /// The cells a frame covers: every cell it touches, so a frame smaller than a cell (a 15-point
    /// line of small text) still gets one.
    static func area(of frame: Rect) -> CharacterGrid.Area {
        CharacterGrid.Area(minColumn: column(frame.minX), minRow: row(frame.minY),
                           maxColumn: max(column(frame.maxX), column(frame.minX) + (frame.width > 0 ? 1 : 0)),
                           maxRow: max(row(frame.maxY), row(frame.minY) + (frame.height > 0 ? 1 : 0)))
    }

    /// The number of cells needed to reach a position: rounded up, with the same tolerance as ``index(_:)``.
    private static func extent(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max((value - 1e-9).rounded(.up), -1_000_000), 1_000_000))
    }

    /// The cell index containing a position; non-finite positions (from bad input) land on 0 rather
    /// than trapping. A hair under a whole number counts as it, so arithmetic noise never moves a cell.
    private static func index(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max((value + 1e-9).rounded(.down), -1_000_000), 1_000_000))
    }

    /// Boxes `area`, visiting only its edge cells inside `clip` (a frame may be far larger than the grid).
    private func drawBorder(_ area: CharacterGrid.Area, clip: CharacterGrid.Area, into grid: inout CharacterGrid) {
        guard area.maxColumn - area.minColumn >= 2, area.maxRow - area.minRow >= 2 else { return }
        let visible = area.intersection(clip).intersection(grid.bounds)
        guard visible.minColumn < visible.maxColumn, visible.minRow < visible.maxRow else { return }
        let right = area.maxColumn - 1, bottom = area.maxRow - 1
        for (row, left, middle, end) in [(area.minRow, "┌", "─", "┐"), (bottom, "└", "─", "┘")] {
            for column in visible.minColumn..<visible.maxColumn {
                let piece = column == area.minColumn ? left : column == right ? end : middle
                grid.write(piece, column: column, row: row, clip: clip)
            }
        }
        for row in max(visible.minRow, area.minRow + 1)..<max(min(visible.maxRow, bottom), area.minRow + 1) {
            grid.write("│", column: area.minColumn, row: row, clip: clip)
            grid.write("│", column: right, row: row, clip: clip)
        }
    }
}

/// A view drawn over the layers before it, its root at `origin`: a presented screen over the one
/// that presented it. A boxed layer is framed by box-drawing characters around its frame.
struct TextLayer {
    let view: View
    let origin: Point
    let boxed: Bool
}
