import BindingsMarkup

/// The whole list as text, for output that is not a terminal: the screen's header, then every row's
/// cell, one after another.
///
/// Rows are shown by scrolling the table to each in turn, so the table's few reused cells render them
/// all: printing 10,000 rows creates no more cells than one screen.
@MainActor
struct ListPrinter {
    /// The renderer; ANSI styles only for terminals.
    var renderer = TextRenderer()

    /// The text of every row of `controller`'s screen, laid out at its current size.
    func render(_ controller: PharmacyListController) -> String {
        controller.view.layoutIfNeeded()
        var lines = renderer.render(controller.view).components(separatedBy: "\n")
        if let table = controller.tableView {
            // Keep what is above the table: the header and the search field.
            let tableTop = Int((table.frame.minY / TextRenderer.rowHeight).rounded(.down))
            lines = Array(lines.prefix(tableTop))
            while lines.last?.isEmpty == true { lines.removeLast() }
            let first = controller.firstVisibleRow
            for row in 0..<controller.viewModel.results.count {
                controller.scroll(toRow: row)
                guard let cell = zip(table.visibleRows, table.visibleCells).first(where: { $0.0.row == row })?.1 else { continue }
                lines += renderer.render(cell).components(separatedBy: "\n")
            }
            controller.scroll(toRow: first)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
