import Bindings
import Foundation

extension MarkupLoader {
    /// The folders searched for a document built for `owner`, as ``view(named:owner:root:)`` takes
    /// it, in order: those of ``searchLocations(forOwnerType:)`` for the owner's class.
    public func searchLocations(forOwner owner: some KeyValueCoding) -> [URL] {
        searchLocations(forOwnerType: type(of: owner))
    }

    /// The folders searched for a document built for an owner of class `ownerType`, in order, as
    /// ``template(named:ownerType:rootType:)`` takes it.
    ///
    /// First ``searchDirectories``; then each of ``bundles``, its resources and their
    /// ``bundleSubdirectory``; then, while ``searchesDefaultLocations`` is on, the app's main bundle
    /// and the resources of the module declaring `ownerType` (a Swift package target's `resources`),
    /// each with its ``bundleSubdirectory`` too. A folder appears once, at its first place.
    public func searchLocations(forOwnerType ownerType: Any.Type? = nil) -> [URL] {
        places(ownerType: ownerType).map(\.folder)
    }

    /// The folders searched for an owner of class `ownerType`: the former spelling of
    /// ``searchLocations(forOwnerType:)``, whose label promised an owner rather than its class.
    @available(*, deprecated, renamed: "searchLocations(forOwnerType:)")
    public func searchLocations(forOwner ownerType: Any.Type?) -> [URL] {
        searchLocations(forOwnerType: ownerType)
    }

    /// The first file `name.fileExtension` in the search locations.
    func url(of name: String, extension fileExtension: String, ownerType: Any.Type?) -> URL? {
        let file = "\(name).\(fileExtension)"
        for place in places(ownerType: ownerType) {
            if let bundle = place.bundle {
                // Through the bundle, so that Apple platforms also find localized copies.
                if let url = bundle.url(forResource: name, withExtension: fileExtension, subdirectory: place.subdirectory) {
                    return url
                }
            } else {
                // As a bundle looks: the folder's own copy, then its localized ones.
                let folders = [place.folder] + localizations.map { place.folder.appendingPathComponent("\($0).lproj") }
                if let found = folders.lazy.map({ $0.appendingPathComponent(file) }).first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
                    return found
                }
            }
        }
        return nil
    }

    /// The localization folders looked in for `languages` (by default the user's preferred
    /// languages), in order: each language, also without its region, then `Base` and `en`, each once.
    public static func preferredLocalizations(for languages: [String] = Locale.preferredLanguages) -> [String] {
        var names: [String] = []
        for language in languages {
            names.append(language)
            if let dash = language.firstIndex(of: "-") { names.append(String(language[..<dash])) }
        }
        names += ["Base", "en"]
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// The diagnostic for a document found nowhere, listing where the loader looked.
    func notFound(_ name: String, ownerType: Any.Type?) -> MarkupDiagnostic.Kind {
        .loading(.documentNotFound(name: name, searched: searchLocations(forOwnerType: ownerType).map(\.path)))
    }

    /// One folder to look in, and the bundle it belongs to when it is a bundle's.
    private struct Place {
        var folder: URL
        var bundle: Bundle?
        var subdirectory: String?
    }

    private func places(ownerType: Any.Type?) -> [Place] {
        var places = searchDirectories.map { Place(folder: $0.standardizedFileURL) }
        var searchedBundles = bundles
        if searchesDefaultLocations {
            searchedBundles.append(.main)
            if let ownerType, let module = resourceBundle(ofModuleDeclaring: ownerType) { searchedBundles.append(module) }
        }
        for bundle in searchedBundles {
            let resources = (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
            places.append(Place(folder: resources, bundle: bundle))
            if let bundleSubdirectory {
                places.append(Place(folder: resources.appendingPathComponent(bundleSubdirectory), bundle: bundle, subdirectory: bundleSubdirectory))
            }
        }
        var seen = Set<String>()
        return places.filter { seen.insert($0.folder.path).inserted }
    }

    /// The resource bundle SwiftPM builds for the module declaring `type`, found beside the main
    /// executable (`Package_Module.resources` on Linux, `Package_Module.bundle` on Apple platforms)
    /// as the generated `Bundle.module` finds it; `nil` when the module has no resources.
    private func resourceBundle(ofModuleDeclaring type: Any.Type) -> Bundle? {
        let qualified = String(reflecting: type)
        guard let dot = qualified.firstIndex(of: "."), !qualified.hasPrefix("(") else { return nil }
        let module = String(qualified[..<dot])
        if let known = moduleBundles[module] { return known }
        let suffixes = ["_\(module).resources", "_\(module).bundle"]
        let folders = [Bundle.main.bundleURL, Bundle.main.resourceURL].compactMap { $0 }
        let found = folders.lazy.compactMap { folder -> Bundle? in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            guard let name = names.sorted().first(where: { name in suffixes.contains { name.hasSuffix($0) } }) else { return nil }
            return Bundle(url: folder.appendingPathComponent(name))
        }.first
        moduleBundles[module] = found
        return found
    }
}
