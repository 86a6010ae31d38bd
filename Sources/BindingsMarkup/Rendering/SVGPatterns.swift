/// The `<pattern>`s of one SVG picture: one for each image a pattern color tiles (``Color/patternImage``),
/// defined where it is first used and numbered in drawing order, as clip paths are.
struct SVGPatterns {
    private var ids: [String: String] = [:]

    /// The fill of a view's background in `color`, a pattern's image tiled at the kit's image size
    /// (``ImageView/defaultImageSize``): the `<pattern>` to define first when this image has none
    /// yet, and the fill attribute, each preceded by a space.
    mutating func fill(_ color: Color) -> (definition: String?, attribute: String) {
        guard let image = color.patternImage else { return (nil, SVGRenderer.paint("fill", color)) }
        if let id = ids[image] { return (nil, " fill=\"url(#\(id))\"") }
        let id = "pattern\(ids.count + 1)"
        ids[image] = id
        let size = ImageView.defaultImageSize
        let width = SVGRenderer.number(size.width), height = SVGRenderer.number(size.height)
        let definition = "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" width=\"\(width)\" height=\"\(height)\">"
            + "<image href=\"\(SVGRenderer.escaped(image))\" width=\"\(width)\" height=\"\(height)\"/></pattern>"
        return (definition, " fill=\"url(#\(id))\"")
    }
}
