/// A text wrapped into lines for a width, with the size it takes (see ``TextMetrics`` for the unit).
///
/// Wrapping follows UILabel's word wrapping, simplified and deterministic:
/// - a newline (`\n`, `\r\n`, or any other line separator) always starts a new line;
/// - within a paragraph, words (runs of non-whitespace) fill a line greedily, separated by one
///   space: runs of spaces and tabs between words collapse, leading and trailing ones are dropped;
/// - a word longer than a line is broken into line-sized pieces;
/// - with a positive `numberOfLines`, lines beyond it are dropped and the last kept line ends in `…`;
///   0 (or a negative value) means no limit.
///
/// No text (nil or empty) has no lines and a zero size.
public struct TextLayout: Sendable, Hashable {
    /// The lines, in order, without line breaks.
    public let lines: [String]
    /// The metrics the text was measured with.
    public let metrics: TextMetrics
    /// Whether lines were dropped to honor the line limit.
    public let isTruncated: Bool

    /// Wraps `text` in `font` to `width` (which may be infinite), keeping at most `numberOfLines` lines.
    public init(text: String?, font: Font, width: Double, numberOfLines: Int = 0) {
        metrics = TextMetrics(font: font)
        guard let text, !text.isEmpty else {
            lines = []
            isTruncated = false
            return
        }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let maxCharacters = metrics.characters(fitting: width)
        var lines: [String] = []
        // Wrapping stops one line past the limit: enough to know that the text was truncated.
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            Self.wrap(paragraph, maxCharacters: maxCharacters, into: &lines, stopAfter: limit)
            if lines.count > limit { break }
        }
        if lines.count > limit {
            lines.removeSubrange(limit...)
            lines[limit - 1] = Self.ellipsized(lines[limit - 1], maxCharacters: maxCharacters)
            isTruncated = true
        } else {
            isTruncated = false
        }
        self.lines = lines
    }

    /// The width of the longest line by the height of all lines.
    public var size: Size {
        let longest = lines.reduce(0) { max($0, $1.count) }
        return Size(width: metrics.width(ofCharacters: longest), height: Double(lines.count) * metrics.lineHeight)
    }

    /// The distance from the top of the text to the baseline of its first line, or `nil` without text.
    public var firstBaseline: Double? {
        lines.isEmpty ? nil : metrics.baseline
    }

    private static func wrap(_ paragraph: Substring, maxCharacters: Int, into lines: inout [String], stopAfter limit: Int) {
        var line = ""
        var lineCount = 0
        for word in paragraph.split(whereSeparator: \.isWhitespace) {
            if lines.count > limit { return }
            var rest = word
            var restCount = rest.count
            // Written as a subtraction: `maxCharacters` is Int.max for an infinite width.
            if lineCount > 0, restCount <= maxCharacters - lineCount - 1 {
                line += " " + rest
                lineCount += 1 + restCount
                continue
            }
            if lineCount > 0 {
                lines.append(line)
            }
            while restCount > maxCharacters, lines.count <= limit {
                lines.append(String(rest.prefix(maxCharacters)))
                rest = rest.dropFirst(maxCharacters)
                restCount -= maxCharacters
            }
            line = String(rest)
            lineCount = restCount
        }
        lines.append(line)
    }

    /// `line` ending in an ellipsis, within `maxCharacters`.
    private static func ellipsized(_ line: String, maxCharacters: Int) -> String {
        line.count < maxCharacters ? line + "…" : String(line.dropLast()) + "…"
    }
}
