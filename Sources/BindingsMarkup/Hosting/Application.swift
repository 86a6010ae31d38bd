import Foundation

/// The app as the desktop sees it: `UIApplication`'s opening of URLs (`tel:`, `mailto:`, web
/// pages) by the handler the user chose for them.
///
/// ```swift
/// Application.shared.open(URL(string: "tel:6177427035")!) { opened in … }
/// ```
///
/// A toolkit backend opens URLs its own way (GTK asks the desktop); without one they go to
/// `xdg-open`, the freedesktop command that does the same.
@MainActor
public final class Application {
    /// The one application.
    public static let shared = Application()

    /// Opens a URL and answers whether it could hand it on; a backend sets its own.
    public var urlOpener: @MainActor (URL) -> Bool = Application.openWithXDG

    private init() {}

    /// Hands `url` to the desktop's handler for its scheme, then calls `completionHandler` with
    /// whether it could.
    public func open(_ url: URL, completionHandler: (@MainActor (Bool) -> Void)? = nil) {
        let opened = urlOpener(url)
        completionHandler?(opened)
    }

    /// Runs `xdg-open` with `url`, not waiting for it; `false` when it cannot be started.
    public static func openWithXDG(_ url: URL) -> Bool {
        openWithXDG(url, searching: ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    /// Runs the first `xdg-open` found in the folders of `searchPath` (a `PATH`) with `url`.
    static func openWithXDG(_ url: URL, searching searchPath: String) -> Bool {
        let paths = searchPath.split(separator: ":")
        guard let command = paths.map({ "\($0)/xdg-open" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return false
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
