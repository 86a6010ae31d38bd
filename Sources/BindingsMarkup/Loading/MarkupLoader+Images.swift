import Foundation

extension MarkupLoader {
    /// The file extensions of images a name without one is looked for with, as a bundle's images are.
    static let imageExtensions = ["png", "jpg", "jpeg", "gif", "pdf", "heic", "svg"]

    /// Whether an image named `name` is where documents are looked for (``searchLocations(forOwnerType:)``):
    /// `name` as a file when it has an image extension (`tile.png`), else `name` with one of
    /// ``imageExtensions``, or an image set of that name in an asset catalog (`Assets.xcassets`).
    func hasImage(named name: String, ownerType: Any.Type?) -> Bool {
        if let (base, fileExtension) = Self.imageFile(name) {
            return url(of: base, extension: fileExtension, ownerType: ownerType) != nil
        }
        return Self.imageExtensions.contains { url(of: name, extension: $0, ownerType: ownerType) != nil }
            || url(of: "Assets.xcassets/" + name, extension: "imageset", ownerType: ownerType) != nil
    }

    /// `name` split at its extension when that is one of ``imageExtensions``: only an image's
    /// file name reads so.
    static func imageFile(_ name: String) -> (base: String, extension: String)? {
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return nil }
        let fileExtension = String(name[name.index(after: dot)...])
        return imageExtensions.contains(fileExtension.lowercased()) ? (String(name[..<dot]), fileExtension) : nil
    }
}
