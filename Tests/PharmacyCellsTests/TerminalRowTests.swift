import Bindings
import BindingsMarkup
import BindingsTestSupport
@testable import PharmacyCellsKit
import Testing

/// The terminal picture of the sample list never drops or overwrites a line: at every scroll offset,
/// point by point, every label wholly inside the table's viewport shows each of its lines whole, on
/// consecutive rows, within its own columns.
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

    /// The labels whose lines do not appear whole in `picture`, described.
    func missingLines(in picture: [String], table: TableView) -> [String] {
        let viewport = frameInRoot(table)
        var missing: [String] = []
        for cell in table.visibleCells {
            for label in AppTestSupport.labels(cell) where !(label.text ?? "").isEmpty {
                let frame = frameInRoot(label)
                guard frame.minY >= viewport.minY, frame.maxY <= viewport.maxY else { continue }
                let lines = label.textLayout(width: frame.width).lines
                // A line of a small font takes more cells than points: it may move left to end at the frame's edge.
                let endColumn = Int((frame.maxX / TextRenderer.columnWidth + 1e-9).rounded(.down))
                let column = min(Int((frame.minX / TextRenderer.columnWidth + 1e-9).rounded(.down)),
                                 endColumn - (lines.map(\.count).max() ?? 0))
                let found = picture.indices.contains { row in
                    lines.indices.allSatisfy { index in
                        picture.indices.contains(row + index) && Self.text(picture[row + index], from: column).contains(lines[index])
                    }
                }
                if !found { missing.append("\(label.text ?? "") at y \(frame.minY)") }
            }
        }
        return missing
    }

    static func text(_ line: String, from column: Int) -> Substring {
        let characters = Array(line)
        guard column < characters.count else { return "" }
        return Substring(String(characters[column...]))
    }

    @Test func everyOffsetOfTheSampleListShowsEveryVisibleLineWhole() throws {
        let controller = try AppTestSupport.controller(rows: AppTestSupport.shippedRows())
        // The README's terminal: 100 × 40 characters.
        controller.layout(width: 800, height: 800)
        let table = try #require(controller.tableView)
        let end = Int(table.contentHeight - table.frame.height)
        var offsets = 0
        var failures: [String] = []
        for offset in 0...end {
            table.contentOffset = Double(offset)
            controller.view.layoutIfNeeded()
            let picture = TextRenderer().render(controller.view).components(separatedBy: "\n")
            let missing = missingLines(in: picture, table: table)
            if !missing.isEmpty, failures.count < 5 { failures.append("offset \(offset): \(missing)") }
            offsets += 1
        }
        #expect(failures == [])
        #expect(offsets == end + 1)
        // 57 cells of 127 points and the last screen's worth less.
        #expect(end == 2_253)
    }
}
