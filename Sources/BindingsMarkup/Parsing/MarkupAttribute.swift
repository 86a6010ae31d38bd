/// An attribute of a markup element, with the positions of its name and of every character of its value.
public struct MarkupAttribute: Hashable, Sendable {
    /// The attribute name as written (e.g. `text`, `layer.cornerRadius`).
    public let name: String
    /// The position of the first character of the name.
    public let namePosition: SourcePosition
    let mappedValue: MarkupMappedText

    init(name: String, namePosition: SourcePosition, value: MarkupMappedText) {
        self.name = name
        self.namePosition = namePosition
        mappedValue = value
    }

    /// The decoded value: entity and character references replaced, and literal tabs and newlines turned
    /// into spaces as XML attribute-value normalization requires (`&#10;` still yields a newline).
    public var value: String { mappedValue.text }

    /// The position of the first character of the value (just after the opening quote; for an empty value,
    /// the closing quote).
    public var valuePosition: SourcePosition { mappedValue.start }

    /// The file position of the character at `offset` (counted in `Character`s) of ``value``.
    ///
    /// Entity references and newlines inside the value are accounted for: the character decoded from
    /// `&lt;` maps to its `&`. An offset equal to `value.count` (or beyond) maps just past the last
    /// character, normally the closing quote; negative offsets map to the first character.
    public func valuePosition(ofCharacterAt offset: Int) -> SourcePosition {
        mappedValue.position(ofCharacterAt: offset)
    }

    /// The file position of the character at `index`, an index of ``value``.
    public func valuePosition(of index: String.Index) -> SourcePosition {
        mappedValue.position(of: index)
    }
}
