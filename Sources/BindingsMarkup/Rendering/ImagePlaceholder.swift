/// What renderers show for an image, which the headless kit knows only by name: the kit's own
/// pictures draw it, and a toolkit backend draws it for a name it finds no image file for, so every
/// picture of an image view shows the same symbol.
public enum ImagePlaceholder {
    /// A one-character symbol for an image name: a pictogram for common icon names (`phone`, `fax`,
    /// `mail`), else the name's first letter capitalized, or `▣` for an empty name.
    ///
    /// ```swift
    /// ImagePlaceholder.symbol(for: "phone_icon")   // "☎"
    /// ImagePlaceholder.symbol(for: "logo")         // "L"
    /// ```
    public static func symbol(for name: String) -> String {
        let lowered = name.lowercased()
        let pictograms: [(keyword: String, symbol: String)] = [("phone", "☎"), ("fax", "℻"), ("mail", "✉")]
        if let match = pictograms.first(where: { lowered.contains($0.keyword) }) { return match.symbol }
        return name.first.map { String($0).uppercased() } ?? "▣"
    }
}
