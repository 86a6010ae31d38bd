/// A 1-based line and column in a markup document.
///
/// Lines are separated by `\n`, `\r\n` or a lone `\r`. Columns count Unicode scalars (not bytes and not
/// grapheme clusters), so `é` written as one precomposed scalar is one column and a tab is one column;
/// this matches what most editors and compilers report for UTF-8 sources.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders positions by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// The position as `line:column`, e.g. `3:5`.
    public var description: String { "\(line):\(column)" }
}
