import BindingsMarkup
import Foundation

/// `--watch DIR`: documents saved in DIR replace the shipped ones and reload the screen.
///
/// DIR comes first in the loader's search directories, so its `PharmacyList.xml` or
/// `PharmacyCell.xml` is used instead of the shipped one. When a document there is saved, every
/// changed document is compiled first: if one has errors, its diagnostics are kept for the screen to
/// show and the last good screen stays; otherwise the controller rebuilds its view (new cells
/// included) keeping the view model, the search text and the scroll position.
@MainActor
final class LiveReload {
    let controller: PharmacyListController
    let watch: MarkupDocumentWatch
    /// The diagnostics of the last save that did not load, one per line; empty when it loaded.
    private(set) var problems: [String] = []

    /// Makes the loader read documents from `directory` first; call it before building the screen.
    static func prepare(directory: URL) {
        AppResources.loader.searchDirectories.insert(directory, at: 0)
        AppResources.loader.removeAllTemplates()
    }

    /// Watches `directory` for `controller`'s screen.
    init(controller: PharmacyListController, directory: URL) {
        self.controller = controller
        watch = MarkupDocumentWatch(loader: AppResources.loader, directories: [directory])
    }

    /// Looks for saved documents and reloads; returns whether anything changed (the screen or its
    /// problems), so the caller redraws.
    func poll() -> Bool {
        let changed = watch.checkForChanges()
        guard !changed.isEmpty else { return false }
        var found: [String] = []
        for name in changed where watch.directories.contains(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent(name + ".xml").path) }) {
            do {
                _ = try AppResources.loader.template(named: name)
            } catch {
                found += error.diagnostics.map(\.description)
            }
        }
        if found.isEmpty {
            do {
                try controller.reloadView()
            } catch {
                found = error.diagnostics.map(\.description)
            }
        }
        problems = found
        return true
    }

    /// `picture` (the rendered screen) with its last lines replaced by the problems, if any, so the
    /// last good screen shows above them.
    func overlay(_ picture: String) -> String {
        guard !problems.isEmpty else { return picture }
        var lines = picture.components(separatedBy: "\n")
        let shown = Array(problems.prefix(max(1, lines.count / 2)))
        let start = max(0, lines.count - shown.count)
        for (offset, problem) in shown.enumerated() where start + offset < lines.count { lines[start + offset] = problem }
        return lines.joined(separator: "\n")
    }
}
