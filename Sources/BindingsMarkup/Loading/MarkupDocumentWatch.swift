import Dispatch
import Foundation

/// Watches the folders a loader reads documents from, and tells its client which documents changed:
/// what live reload is made of (``MarkupLoader/watchDocuments()``).
///
/// It compares each `.xml` and `.json` file's contents with the last look, so a save that keeps the
/// size and lands within the same second is seen too. A change makes the loader forget its compiled
/// templates, so the next build reads the documents again. ``checkForChanges()`` looks once (tests
/// and apps with their own run loop call it); ``start(interval:onChange:)`` looks on a timer on the
/// main queue until ``stop()`` or until the watch is released.
@MainActor
public final class MarkupDocumentWatch {
    /// The loader whose templates a change invalidates.
    public let loader: MarkupLoader
    /// The folders watched.
    public let directories: [URL]
    private var contents: [String: Data] = [:]
    nonisolated(unsafe) private var timer: (any DispatchSourceTimer)?

    /// A watch of `directories` for `loader`, taking the current contents as the starting point.
    public init(loader: MarkupLoader, directories: [URL]) {
        self.loader = loader
        self.directories = directories
        contents = snapshot()
    }

    deinit {
        timer?.cancel()
    }

    /// The names (without extension, sorted) of the documents and style sheets added, changed or
    /// removed since the last look; the loader's templates are forgotten when there is any.
    public func checkForChanges() -> [String] {
        let current = snapshot()
        let names = Set(current.keys).union(contents.keys).filter { current[$0] != contents[$0] }
        contents = current
        guard !names.isEmpty else { return [] }
        loader.removeAllTemplates()
        return names.map { ($0 as NSString).deletingPathExtension }.sorted()
    }

    /// Looks every `interval` seconds on the main queue and calls `onChange` with the changed names.
    public func start(interval: Double = 0.25, onChange: @escaping @MainActor ([String]) -> Void) {
        stop()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                let changed = self.checkForChanges()
                if !changed.isEmpty { onChange(changed) }
            }
        }
        timer.resume()
        self.timer = timer
    }

    /// Stops looking.
    public func stop() {
        timer?.cancel()
        timer = nil
    }

    /// The watched files' contents by file name.
    private func snapshot() -> [String: Data] {
        var result: [String: Data] = [:]
        for directory in directories {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for name in names where name.hasSuffix(".xml") || name.hasSuffix(".json") {
                result[name] = result[name] ?? (try? Data(contentsOf: directory.appendingPathComponent(name)))
            }
        }
        return result
    }
}

extension MarkupLoader {
    /// A watch of the loader's search directories (see ``MarkupDocumentWatch``).
    public func watchDocuments() -> MarkupDocumentWatch {
        MarkupDocumentWatch(loader: self, directories: searchDirectories)
    }
}
