#if GTK
import Foundation
import Testing

/// `GTK.start()` makes the kit's `Application.shared.open(_:)` hand URLs to the desktop's handler
/// for their scheme (`g_app_info_launch_default_for_uri`): a handler registered for a scheme, as a
/// desktop file and the default in `mimeapps.list`, is started with the URL; a scheme with no
/// handler is not opened.
@Suite struct OpenURLTests {
    @Test func aURLGoesToTheHandlerOfItsSchemeAndOneNobodyHandlesIsNotOpened() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("open-url-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let applications = folder.appendingPathComponent("data/applications"), config = folder.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let opened = folder.appendingPathComponent("opened").path, handler = folder.appendingPathComponent("handler.sh").path
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(opened)'\n".write(toFile: handler, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: handler)
        try """
            [Desktop Entry]
            Type=Application
            Name=Bindings test handler
            Exec=\(handler) %u
            MimeType=x-scheme-handler/bindings-test;
            NoDisplay=true

            """.write(to: applications.appendingPathComponent("bindings-test.desktop"), atomically: true, encoding: .utf8)
        try "[Default Applications]\nx-scheme-handler/bindings-test=bindings-test.desktop\n"
            .write(to: config.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)

        let run = try ScenarioRun("open-url", [opened], extra: ["XDG_DATA_HOME": applications.deletingLastPathComponent().path,
                                                                "XDG_CONFIG_HOME": config.path])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "bindings-test:hello?from=gtk: opened true",
            "bindings-nothing:hello: opened false",
            "the handler was given: bindings-test:hello?from=gtk",
        ])
    }
}
#endif
