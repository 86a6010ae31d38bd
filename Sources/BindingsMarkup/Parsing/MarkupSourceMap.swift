/// Maps offsets in a decoded string (an attribute value, a text run, instruction data) back to positions in
/// the source file.
///
/// Decoding is linear except where an entity reference collapses several source characters into one, or
/// where a newline starts a new line; the map stores a mark at each such break, so a plain value needs no
/// mark beyond its start however long it is. Between marks, decoded scalar `n` lies `n - mark.offset` columns
/// after the mark.
struct MarkupSourceMap: Hashable, Sendable {
    /// A decoded scalar offset and the source position of the scalar that starts there.
    struct Mark: Hashable, Sendable {
        var offset: Int
        var position: SourcePosition
    }

    /// The position of decoded scalar 0; kept inline so a plain value needs no array allocation.
    private(set) var start: SourcePosition
    /// Further marks in increasing offset order, all at offsets above 0.
    private(set) var marks: [Mark] = []

    /// A map whose decoded text starts at `start`.
    init(start: SourcePosition) {
        self.start = start
    }

    /// Records that the decoded scalar at `offset` (and those after it) starts at `position`.
    mutating func addMark(offset: Int, position: SourcePosition) {
        if offset <= 0 {
            start = position
        } else if let last = marks.last, last.offset == offset {
            marks[marks.count - 1].position = position
        } else {
            marks.append(Mark(offset: offset, position: position))
        }
    }

    /// The source position of the decoded scalar at `scalarOffset` (clamped to be non-negative).
    func position(ofScalarAt scalarOffset: Int) -> SourcePosition {
        let target = max(0, scalarOffset)
        // Binary search for the number of marks at or before the target.
        var low = 0
        var high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if marks[middle].offset <= target { low = middle + 1 } else { high = middle }
        }
        let mark = low == 0 ? Mark(offset: 0, position: start) : marks[low - 1]
        return SourcePosition(line: mark.position.line, column: mark.position.column + target - mark.offset)
    }

    /// The source position of the character at `offset` (in `Character`s) of `text`, the decoded string this
    /// map was built for. Offsets past the end map to the position just after the last character.
    func position(ofCharacterAt offset: Int, in text: String) -> SourcePosition {
        let index = text.index(text.startIndex, offsetBy: max(0, offset), limitedBy: text.endIndex) ?? text.endIndex
        return position(of: index, in: text)
    }

    /// The source position of the character at `index`, a valid index of `text`.
    func position(of index: String.Index, in text: String) -> SourcePosition {
        let clamped = min(max(index, text.startIndex), text.endIndex)
        return position(ofScalarAt: text.unicodeScalars.distance(from: text.startIndex, to: clamped))
    }
}
