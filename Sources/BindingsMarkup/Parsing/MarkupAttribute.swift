/// An attribute of a markup element, with the positions of its name and of every character of its value.
public struct MarkupAttribute: Hashable, Sendable {
    /// The attribute name as written (e.g. `text`, `layer.cornerRadius`).
    public let name: String
    /// The decoded value: entity and character references replaced, and literal tabs and newlines turned
    /// into spaces as XML attribute-value normalization requires (`&#10;` still yields a newline).
    public let value: String
    /// The position of the first character of the name.
    public let namePosition: SourcePosition
    /// The position of the first character of the value (just after the opening quote; for an empty value,
    /// the closing quote).
    public let valuePosition: SourcePosition
    let valueMap: MarkupSourceMap

    init(name: String, value: String, namePosition: SourcePosition, valueMap: MarkupSourceMap) {
        self.name = name
        self.value = value
        self.namePosition = namePosition
        self.valuePosition = valueMap.position(ofScalarAt: 0)
        self.valueMap = valueMap
    }

    /// The file position of the character at `offset` (counted in `Character`s) of ``value``.
    ///
    /// Entity references and newlines inside the value are accounted for: the character decoded from
    /// `&lt;` maps to its `&`. An offset equal to `value.count` (or beyond) maps just past the last
    /// character, normally the closing quote; negative offsets map to the first character.
    public func valuePosition(ofCharacterAt offset: Int) -> SourcePosition {
        valueMap.position(ofCharacterAt: offset, in: value)
    }

    /// The file position of the character at `index`, an index of ``value``.
    public func valuePosition(of index: String.Index) -> SourcePosition {
        valueMap.position(of: index, in: value)
    }
}
