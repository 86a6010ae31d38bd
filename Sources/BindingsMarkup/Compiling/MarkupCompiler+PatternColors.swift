// A color attribute whose value is no color but names an image tiles that image, as MarkupKit's
// `UIColor(patternImage:)` colors do: `backgroundColor="tile.png"`.
extension MarkupCompiler {
    /// The pattern color of the image `text` names, when `attribute` takes a color and `text` is a
    /// name no color has: an image among the document's resources (`Background`, an asset
    /// catalog's), or an image file's name (`tile.png`), which is a warning when the file is not there.
    mutating func patternColor(_ text: String, _ attribute: SourcedAttribute) -> Color? {
        guard Self.isColorAttribute(attribute.name), Color.unknownName(in: text) != nil else { return nil }
        let name = StringCoding.trimmed(text)
        if sources.hasImage(named: name, ownerType: ownerType) { return Color(patternImage: name) }
        guard MarkupLoader.imageFile(name) != nil else { return nil }
        diagnostics.append(attribute.valueLocation.diagnostic(.compiling(.missingPatternImage(name: name)), severity: .warning))
        return Color(patternImage: name)
    }

    /// For a color attribute's value that reads as a name but names neither a color nor an image,
    /// the reason its error gives: `no color or image is named 'Backgrund'`, with the nearest color name.
    func unknownColorReason(_ text: String, for name: String) -> String? {
        guard Self.isColorAttribute(name), let unknown = Color.unknownName(in: text) else { return nil }
        return ValueProblem.noColorOrImage(unknown.name, suggestion: unknown.suggestion).message
    }
}
