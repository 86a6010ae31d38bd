/// The cells each view's text takes in a text picture, with every line on a row of its own.
///
/// Points map onto rows of 20 (``TextRenderer/rowHeight``), but a line of a smaller font is shorter
/// than a row: stacked without spacing, two such lines of one view and the first line of the view
/// below can fall on the same row, and the later one overwrites the earlier (a cell's city line lost
/// under its phone number, at some scroll offsets and not others). So rows are allocated in reading
/// order: a view that draws text starts at its own row, but never above the last row taken by a
/// text view that ends above it in the same columns; a label takes as many rows as it draws lines.
///
/// Rounding points down to rows can also open a blank row between views a few points apart (a
/// name at 25.8 rows and the address 4 points under it at 27.0): a view less than half a row under
/// the text above it starts on the row right after that text, one row higher than its own at most
/// and never above its clip.
///
/// A view's text starts on the row of its first line's middle (``TextDrawing/firstLineMiddle(in:)``)
/// rather than its frame's top: a one-line control centred in a row, and a label centred or
/// baseline-aligned beside it, then share the row where the SVG and GTK pictures put them, in rows
/// aligned any way (the row of the middle may be one the frame only reaches into, below the cells
/// it covers).
/// Text that belongs together (a cell's lines) so stays together at every scroll offset, while
/// wider gaps keep their place. Views move only as far as that, so the slack between cells takes
/// up the difference; what is pushed past an ancestor's clip is cut there, like any overflow.
///
/// A bar (``TextBarDrawing``: the navigation bar) has a text form of its own, its title and
/// buttons on its first row and a rule on the next, so their lines stay on that first row.
@MainActor
struct TextRowPlan {
    /// The cells of each visit, in the traversal's order.
    private(set) var areas: [CharacterGrid.Area]

    /// The gap, in points, under which a view joins the text above it.
    static let joiningGap = TextRenderer.rowHeight / 2

    init(_ visits: [RenderTraversal.Visit]) {
        areas = visits.map { TextRenderer.area(of: $0.frame) }
        // The row under each placed view: after its text, or its frame's rows where they are more
        // (an empty label keeps its row, as the icon beside it does).
        var ends = areas.map(\.maxRow)
        var textViews: [Int] = []
        for index in visits.indices where visits[index].view is any TextDrawing { textViews.append(index) }
        // Reading order: top to bottom, then left to right; the sort is stable for equal positions.
        textViews.sort { lhs, rhs in
            let (left, right) = (visits[lhs].frame, visits[rhs].frame)
            return left.minY != right.minY ? left.minY < right.minY : left.minX < right.minX
        }
        var placed: [Int] = []
        placed.reserveCapacity(textViews.count)
        for index in textViews {
            let frame = visits[index].frame
            var area = areas[index]
            let drawing = visits[index].view as? any TextDrawing
            // A view whose first line lies below its frame's top (a control centred in a taller
            // row) starts on that line's row. A control's centred line is then on its row, not a
            // rounding of its frame's top: only text that counts its rows (a label's lines,
            // stacked with others) joins the text above. The row may be one the frame only
            // reaches into, below the cells it covers (a label 31 to 51 points down, its line's
            // middle at 41, in a bottom- or baseline-aligned row): the SVG picture draws the line
            // there too.
            let frameTop = area.minRow
            if visits[index].view.superview is any TextBarDrawing {
                // A bar's title and buttons go on its first row, whatever their middle: its rule
                // takes the row under them.
                let barTop = TextRenderer.row(frame.minY - visits[index].view.frame.minY)
                area.minRow = barTop
                area.maxRow = max(area.maxRow, barTop + 1)
            } else if let middle = drawing?.firstLineMiddle(in: frame), middle.isFinite, middle < frame.maxY {
                area.minRow = max(area.minRow, TextRenderer.row(middle))
                area.maxRow = max(area.maxRow, area.minRow + 1)
            }
            let textRows = drawing?.textRows(in: frame)
            let joins = area.minRow == frameTop || textRows != nil
            // The last row taken above in the same columns, and how many points separate the nearest such view.
            var lowestRow: Int?
            var nearestGap = Double.infinity
            for earlier in placed where visits[earlier].frame.maxY <= frame.minY + 1e-9
                && areas[earlier].minColumn < area.maxColumn && area.minColumn < areas[earlier].maxColumn {
                lowestRow = max(lowestRow ?? .min, ends[earlier])
                nearestGap = min(nearestGap, frame.minY - visits[earlier].frame.maxY)
            }
            var top = max(area.minRow, lowestRow ?? .min)
            // Joining moves a view up a row only onto a row its clip shows.
            let clipTop = visits[index].clip.map { TextRenderer.row($0.minY) } ?? .min
            if let lowestRow, nearestGap < Self.joiningGap, lowestRow < area.minRow, joins,
               area.minRow - 1 >= clipTop {
                top = area.minRow - 1
            }
            let rows = textRows ?? (area.maxRow - area.minRow)
            ends[index] = top + max(rows, area.maxRow - area.minRow)
            area.minRow = top
            area.maxRow = top + max(0, rows)
            areas[index] = area
            placed.append(index)
        }
    }
}

/// A bar drawn in text as a row of its subviews' lines over a rule: each subview's line goes on the
/// bar's first row, whatever its middle (``TextRowPlan``).
@MainActor
protocol TextBarDrawing: TextDrawing {}
