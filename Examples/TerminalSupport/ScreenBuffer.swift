import Foundation

/// The last frame written to the terminal, so that a redraw writes only the lines that changed.
public struct ScreenBuffer: Sendable {
    private var lines: [String?]

    /// A screen of `rows` lines, all unknown (the first update writes every line).
    public init(rows: Int = 0) {
        lines = Array(repeating: nil, count: rows)
    }

    /// The escape codes and text that turn the previous frame into `frame` (lines joined by `\n`):
    /// for each changed line, a cursor move, the line, and clear-to-end-of-line.
    public mutating func update(_ frame: String) -> String {
        let newLines = frame.components(separatedBy: "\n")
        var output = ""
        for row in lines.indices {
            let line = row < newLines.count ? newLines[row] : ""
            guard lines[row] != line else { continue }
            output += "\u{1B}[\(row + 1);1H\(line)\u{1B}[0m\u{1B}[K"
            lines[row] = line
        }
        return output
    }
}
