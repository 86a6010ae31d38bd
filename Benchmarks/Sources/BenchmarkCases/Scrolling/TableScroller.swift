import BindingsMarkup

/// The table of the scrolling case and its scrolling: one row per step, each step followed by a
/// layout pass, wrapping to the top before the last screenful.
@MainActor
final class TableScroller {
    /// The reuse identifier of the pharmacy cells.
    static let identifier = "pharmacy"

    let table = TableView()
    /// The cells last handed out, by row modulo their count: far more than fit on screen.
    private var shown = [TableViewCell?](repeating: nil, count: 64)
    private var topRow = 0
    private var offset = 0.0
    private var rowsScrolled = 0
    private var mostVisibleRows = 0

    /// The row shown at `row`: the 64 numbered rows in turn.
    static func row(_ row: Int) -> [String: Any] {
        PharmacyRows.numbered[row & (PharmacyRows.count - 1)]
    }

    /// Shows the table's first screen with `dataSource` (setup: the row index is built here).
    func start(_ dataSource: any TableViewDataSource) {
        table.dataSource = dataSource
        table.frame = Scrolling.viewport
        table.layoutIfNeeded()
        mostVisibleRows = table.visibleRows.count
    }

    /// Called by the data source with each cell it configures.
    func shows(_ cell: TableViewCell, atRow row: Int) {
        shown[row & (shown.count - 1)] = cell
    }

    /// Scrolls `count` rows, one per step: the top row's height further, then lays out.
    func scroll(_ count: Int) {
        for _ in 0..<count {
            if topRow + shown.count >= Scrolling.rowCount {
                topRow = 0
                offset = 0
            } else {
                // Heights are sums of dyadic fractions (see TextMetrics), so the offset stays exact.
                offset += shown[topRow & (shown.count - 1)]?.frame.height ?? 0
                topRow += 1
            }
            table.contentOffset = offset
            table.layoutIfNeeded()
        }
        rowsScrolled += count
        mostVisibleRows = max(mostVisibleRows, table.visibleRows.count)
    }

    /// The visible cells' trees, top to bottom.
    var labelTexts: [String?] {
        ["top row \(topRow)"] + table.visibleCells.flatMap(ViewTreeSignature.lines)
    }

    /// Cells created, the most rows visible at once (sampled at the start and after each run), rows scrolled.
    var counters: [String: Int] {
        ["cellsCreated": table.cellsCreated, "visibleRows": mostVisibleRows, "rowsScrolled": rowsScrolled]
    }
}
