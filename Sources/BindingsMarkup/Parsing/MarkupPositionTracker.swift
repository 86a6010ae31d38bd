/// Turns byte offsets into line/column positions by walking forward from the last offset asked for.
///
/// The reader asks for positions in increasing order, so the whole document is walked once however many
/// positions are requested (a 1 MB single-line document stays linear). Asking for an earlier offset restarts
/// the walk from the beginning; that only happens on error paths.
struct MarkupPositionTracker {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let start: Int
    private var offset: Int
    private var line = 1
    private var column = 1

    /// A tracker whose first position (1:1) is at byte `start` (after a byte order mark, if any).
    init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        self.bytes = bytes
        self.start = start
        self.offset = start
    }

    /// The position of the scalar starting at byte `target` (or of the end of input).
    mutating func position(at target: Int) -> SourcePosition {
        let target = min(max(target, start), bytes.count)
        if target < offset {
            offset = start
            line = 1
            column = 1
        }
        var index = offset
        var line = self.line
        var column = self.column
        while index < target {
            let byte = bytes[index]
            if byte > MarkupByte.carriageReturn {
                // Most bytes: one test, then a column for each byte that starts a scalar.
                if MarkupByte.startsScalar(byte) { column += 1 }
            } else if byte == MarkupByte.lineFeed {
                // The `\n` of `\r\n` was already counted by its `\r`.
                if index == 0 || bytes[index - 1] != MarkupByte.carriageReturn { line += 1 }
                column = 1
            } else if byte == MarkupByte.carriageReturn {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        self.line = line
        self.column = column
        offset = target
        return SourcePosition(line: line, column: column)
    }
}
