/// Character data inside an element: a run of text or a CDATA section.
///
/// Whitespace-only runs are dropped while parsing. Text runs are trimmed of leading and trailing XML
/// whitespace, have entity references decoded and `\r\n` / `\r` normalized to `\n`; CDATA sections are kept
/// verbatim apart from the newline normalization.
public struct MarkupText: Hashable, Sendable {
    /// The decoded text.
    public let text: String
    /// The position of the first character of ``text``.
    public let position: SourcePosition
    /// Whether the text came from a `<![CDATA[...]]>` section.
    public let isCDATA: Bool
    let map: MarkupSourceMap

    init(text: String, isCDATA: Bool, map: MarkupSourceMap) {
        self.text = text
        self.position = map.position(ofScalarAt: 0)
        self.isCDATA = isCDATA
        self.map = map
    }

    /// The file position of the character at `offset` (in `Character`s) of ``text``; see
    /// ``MarkupAttribute/valuePosition(ofCharacterAt:)`` for the rules.
    public func position(ofCharacterAt offset: Int) -> SourcePosition {
        map.position(ofCharacterAt: offset, in: text)
    }
}
