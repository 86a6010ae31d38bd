/// The cells each view's text takes in a text picture, with every line on a row of its own.
///
/// Points map onto rows of 20 (``TextRenderer/rowHeight``), but a line of a smaller font is shorter
/// than a row: stacked without spacing, two such lines of one view and the first line of the view
/// below can fall on the same row, and the later one overwrites the earlier (a cell's city line lost
/// under its phone number, at some scroll offsets and not others). So rows are allocated in reading
/// order: a view that draws text starts at its own row, but never above the last row taken by a
/// text view that ends above it in the same columns; a label takes as many rows as it draws lines.
/// Views are pushed down only as far as the text above them needs, so the slack between cells takes
/// up the difference; what is pushed past an ancestor's clip is cut there, like any overflow.
@MainActor
struct TextRowPlan {
    /// The cells of each visit, in the traversal's order.
    private(set) var areas: [CharacterGrid.Area]

    init(_ visits: [RenderTraversal.Visit]) {
        areas = visits.map { TextRenderer.area(of: $0.frame) }
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
            var top = area.minRow
            for earlier in placed where visits[earlier].frame.maxY <= frame.minY + 1e-9
                && areas[earlier].minColumn < area.maxColumn && area.minColumn < areas[earlier].maxColumn {
                top = max(top, areas[earlier].maxRow)
            }
            let rows = (visits[index].view as? any TextDrawing)?.textRows(in: frame) ?? (area.maxRow - area.minRow)
            area.minRow = top
            area.maxRow = top + max(0, rows)
            areas[index] = area
            placed.append(index)
        }
    }
}
