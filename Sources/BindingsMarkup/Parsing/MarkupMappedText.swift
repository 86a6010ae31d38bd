/// Decoded text with the map back to where each of its characters was written: an attribute's
/// value, an instruction's data.
struct MarkupMappedText: Hashable, Sendable {
    let text: String
    let map: MarkupSourceMap

    /// The position of the first character (for empty text, of what follows it).
    var start: SourcePosition { map.position(ofScalarAt: 0) }

    /// The position of the character at `offset`, in `Character`s; see ``MarkupSourceMap``.
    func position(ofCharacterAt offset: Int) -> SourcePosition {
        map.position(ofCharacterAt: offset, in: text)
    }

    /// The position of the character at `index`, an index of ``text``.
    func position(of index: String.Index) -> SourcePosition {
        map.position(of: index, in: text)
    }
}
