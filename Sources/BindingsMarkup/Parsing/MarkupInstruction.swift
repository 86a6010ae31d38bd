/// A processing instruction such as `<?include Header?>` or `<?properties {...}?>`, kept in document order.
public struct MarkupInstruction: Hashable, Sendable {
    /// The instruction target: the name right after `<?` (e.g. `sectionName`, `case`, `end`).
    public let target: String
    /// The text after the target, trimmed of surrounding whitespace, with newlines normalized to `\n`
    /// (empty for `<?sectionBreak?>`). XML does not decode entity references here.
    public let data: String
    /// The position of the `<?` that opens the instruction.
    public let position: SourcePosition
    /// The position of the first character of ``data`` (of the closing `?>` when the data is empty).
    public let dataPosition: SourcePosition
    let dataMap: MarkupSourceMap

    init(target: String, data: String, position: SourcePosition, dataMap: MarkupSourceMap) {
        self.target = target
        self.data = data
        self.position = position
        self.dataPosition = dataMap.position(ofScalarAt: 0)
        self.dataMap = dataMap
    }

    /// The file position of the character at `offset` (in `Character`s) of ``data``, e.g. to locate a JSON
    /// syntax error in `<?properties ...?>`.
    public func dataPosition(ofCharacterAt offset: Int) -> SourcePosition {
        dataMap.position(ofCharacterAt: offset, in: data)
    }
}
