/// A processing instruction such as `<?include Header?>` or `<?properties {...}?>`, kept in document order.
public struct MarkupInstruction: Hashable, Sendable {
    /// The instruction target: the name right after `<?` (e.g. `sectionName`, `case`, `end`).
    public let target: String
    /// The position of the `<?` that opens the instruction.
    public let position: SourcePosition
    let mappedData: MarkupMappedText

    init(target: String, position: SourcePosition, data: MarkupMappedText) {
        self.target = target
        self.position = position
        mappedData = data
    }

    /// The text after the target, trimmed of surrounding whitespace, with newlines normalized to `\n`
    /// (empty for `<?sectionBreak?>`). XML does not decode entity references here.
    public var data: String { mappedData.text }

    /// The position of the first character of ``data`` (of the closing `?>` when the data is empty).
    public var dataPosition: SourcePosition { mappedData.start }

    /// The file position of the character at `offset` (in `Character`s) of ``data``, e.g. to locate a JSON
    /// syntax error in `<?properties ...?>`.
    public func dataPosition(ofCharacterAt offset: Int) -> SourcePosition {
        mappedData.position(ofCharacterAt: offset)
    }
}
