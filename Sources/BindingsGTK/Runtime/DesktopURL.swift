#if GTK
import CGtk
import Foundation

/// Opens URLs as the desktop does: GIO hands each to the application the user chose for its scheme
/// (`g_app_info_launch_default_for_uri`). ``GTK/start()`` makes it the kit's
/// `Application.shared.urlOpener`.
@MainActor
enum DesktopURL {
    /// Hands `url` to the desktop's handler for its scheme; `false` when there is none or it could
    /// not be started.
    static func open(_ url: URL) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let opened = g_app_info_launch_default_for_uri(url.absoluteString, nil, &error)
        if let error { g_error_free(error) }
        return opened != 0
    }
}
#endif
