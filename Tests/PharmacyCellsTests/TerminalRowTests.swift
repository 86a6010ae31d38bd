import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
@testable import PharmacyCellsKit
import Testing

/// The terminal picture of the sample list never drops or overwrites a line: at every scroll offset,
/// every cell wholly inside the table's viewport shows exactly the lines it draws alone, on
/// consecutive rows at its own place, and those lines are its row's data, whole and in order.
@MainActor @Suite(.checksLiveObjects) struct TerminalRowTests {
    /// `view`'s frame in the root's coordinates.
    func frameInRoot(_ view: View) -> Rect {
        var frame = view.frame
        var ancestor = view.superview
        while let current = ancestor, current.superview != nil {
            frame.origin.x += current.frame.minX
            frame.origin.y += current.frame.minY
            ancestor = current.superview
        }
        return frame
    }

    /// The lines `cell` draws as a picture of its own, without blank rows above and below.
    func lines(drawnAlone cell: TableViewCell) -> [String] {
        var lines = TextRenderer().render(cell).components(separatedBy: "\n")
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// What a pharmacy cell must show for `row` at `number` in the list, word by word: the reference's formats.
    static func expectedLines(for row: [String: Any], number: Int) -> [String] {
        func phone(_ digits: Any?) -> String? {
            guard let digits = digits as? String, digits.count == 10 else { return nil }
            let characters = Array(digits)
            return "(\(String(characters[0..<3]))) \(String(characters[3..<6]))-\(String(characters[6...]))"
        }
        var lines = [
            "\(number). \(row["name"] ?? "?") \(String(format: "%.2f", row["distance"] as? Double ?? -1)) miles",
            "\(row["address1"] ?? "?")",
            "\(row["city"] ?? "?") \(row["state"] ?? "?") \(row["zipCode"] ?? "?")",
        ]
        if let phone = phone(row["phone"]) { lines.append("☎ \(phone)") }
        if let fax = phone(row["fax"]) { lines.append("℻ \(fax)") }
        if let email = row["email"] as? String { lines.append("✉ \(email)") }
        return lines
    }

    /// `line`'s words joined by single spaces.
    static func words(_ line: String) -> String {
        line.split(separator: " ").joined(separator: " ")
    }

    /// The problems of `cell` in `picture`: its lines missing from their place, or not its row's data.
    func problems(of cell: TableViewCell, in picture: [String], drawnAlone: inout [String: [String]]) -> [String] {
        let content = (cell as? PharmacyCell)?.content ?? [:]
        let number = (cell as? PharmacyCell)?.number ?? 0
        let name = "\(number). \(content["name"] ?? "?")"
        var problems: [String] = []
        // Each row's data once: the lines a cell draws depend only on its row, not on its place.
        let alone: [String]
        if let known = drawnAlone[name] {
            alone = known
        } else {
            alone = lines(drawnAlone: cell)
            drawnAlone[name] = alone
            let expected = Self.expectedLines(for: content, number: number)
            if alone.map(Self.words) != expected { problems.append("\(name) draws \(alone), not \(expected)") }
        }
        let frame = frameInRoot(cell)
        let column = Int((frame.minX / TextRenderer.columnWidth + 1e-9).rounded(.down))
        let width = Int((frame.width / TextRenderer.columnWidth + 1e-9).rounded(.down))
        func segment(_ row: Int) -> String {
            guard picture.indices.contains(row) else { return "\u{0}" }
            let characters = Array(picture[row])
            guard column < characters.count else { return "" }
            let text = String(characters[column..<min(characters.count, column + width)])
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
        // Rounding points to rows moves a cell's text by a row at most either way.
        let firstLabel = AppTestSupport.labels(cell).map(frameInRoot).map(\.minY).min() ?? frame.minY
        let ownRow = Int((firstLabel / TextRenderer.rowHeight + 1e-9).rounded(.down))
        let placed = (ownRow - 1...ownRow + 1).filter { top in
            alone.indices.allSatisfy { segment(top + $0) == alone[$0] }
        }
        if placed.count != 1 { problems.append("\(name) at row \(ownRow) is not whole: rows \(placed)") }
        return problems
    }

    @Test func everyOffsetOfTheSampleListShowsEveryVisibleCellWhole() throws {
        let controller = try AppTestSupport.controller(rows: AppTestSupport.shippedRows())
        // The README's terminal: 100 × 40 characters.
        controller.layout(width: 800, height: 800)
        let table = try #require(controller.tableView)
        var failures: [String] = []
        var cellsChecked = 0
        var drawnAlone: [String: [String]] = [:]
        // Rows are measured as they come into view, so the end is known only once the last one has.
        var offset = 0
        while Double(offset) <= table.contentHeight - table.frame.height {
            table.contentOffset = Double(offset)
            controller.view.layoutIfNeeded()
            let picture = TextRenderer().render(controller.view).components(separatedBy: "\n")
            let viewport = frameInRoot(table)
            for cell in table.visibleCells {
                let frame = frameInRoot(cell)
                guard frame.minY >= viewport.minY, frame.maxY <= viewport.maxY else { continue }
                cellsChecked += 1
                let problems = problems(of: cell, in: picture, drawnAlone: &drawnAlone)
                if !problems.isEmpty, failures.count < 5 { failures.append("offset \(offset): \(problems)") }
            }
            offset += 1
        }
        // The 57 cells' heights (a cell without fax or email is shorter), less the viewport's (under
        // the search bar's 56 points).
        #expect(offset - 1 == 6_042)
        #expect(failures == [])
        // Every row's data was drawn alone and compared.
        #expect(drawnAlone.count == 57)
        // Three to six whole cells in the viewport at each of the 6,043 offsets.
        #expect(cellsChecked == 29_632)
    }
}
