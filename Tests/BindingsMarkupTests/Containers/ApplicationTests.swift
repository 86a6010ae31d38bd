@testable import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// Without a toolkit, URLs go to the freedesktop `xdg-open` command found on the path, which hands
/// them to the desktop's handler; with none on the path, opening answers `false`.
@MainActor @Suite(.checksLiveObjects) struct ApplicationTests {
    @Test func aURLGoesToTheXDGOpenOnThePathAndNoneAnswersFalse() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xdg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let opened = folder.appendingPathComponent("opened")
        let command = folder.appendingPathComponent("xdg-open")
        // Written aside, then moved: the test never reads a file half written.
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path).part' && mv '\(opened.path).part' '\(opened.path)'\n".write(to: command, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: command.path)
        let url = try #require(URL(string: "tel:6177427035"))

        #expect(Application.openWithXDG(url, searching: "/nonexistent:" + folder.path))
        var waits = 0
        while !FileManager.default.fileExists(atPath: opened.path), waits < 500 {
            try await Task.sleep(nanoseconds: 10_000_000)
            waits += 1
        }
        #expect(try String(contentsOf: opened, encoding: .utf8) == "tel:6177427035")
        #expect(!Application.openWithXDG(url, searching: "/nonexistent"))
    }
}
