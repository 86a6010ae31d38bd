import BindingsMarkup
import Foundation

/// Where the app's markup and data live: the target's resource bundle, `Resources` folder.
@MainActor
enum AppResources {
    /// The loader for the app's markup documents (cached templates: each document is parsed once).
    static let loader: MarkupLoader = {
        let loader = MarkupLoader(bundles: [Bundle.module])
        loader.bundleSubdirectory = "Resources"
        return loader
    }()

    /// The URL of a resource file, or `nil` when the bundle lacks it.
    nonisolated static func url(forResource name: String, withExtension fileExtension: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: fileExtension, subdirectory: "Resources")
            ?? Bundle.module.url(forResource: name, withExtension: fileExtension)
    }
}
