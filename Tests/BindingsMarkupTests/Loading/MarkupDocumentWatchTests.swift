import BindingsMarkup
import Foundation
import Testing
import BindingsTestSupport

/// The watch's timer through a temporary folder: real saves are delivered to its client by name,
/// once each, and after `stop()` nothing more is.
@MainActor @Suite(.checksLiveObjects) struct MarkupDocumentWatchTests {
    @Test func theTimerDeliversChangedDocumentsUntilStopped() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func save(_ text: String, as name: String) throws {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try save("<UILabel/>", as: "Kept.xml")
        try save("<UILabel/>", as: "Edited.xml")
        try save("<UILabel/>", as: "Removed.xml")
        try save("{}", as: "Styles.json")
        try save("not markup", as: "notes.txt")

        let watch = MarkupDocumentWatch(loader: MarkupLoader(searchDirectories: [folder]), directories: [folder])
        var delivered: [[String]] = []
        watch.start(interval: 0.01) { delivered.append($0) }
        try save("<UIButton/>", as: "Edited.xml")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Removed.xml"))
        try save("<UILabel/>", as: "Added.xml")
        try save(#"{"label": {}}"#, as: "Styles.json")
        try save("still not markup", as: "notes.txt")
        try save("<UILabel/>", as: "Kept.xml")

        // The saves may land in one look or several: wait (boundedly) for all of them, then check
        // that each changed name came exactly once and nothing else came.
        let expected = ["Added", "Edited", "Removed", "Styles"]
        for _ in 0..<1000 where delivered.joined().sorted() != expected {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(delivered.joined().sorted() == expected)
        #expect(!delivered.contains([]))

        watch.stop()
        let deliveredBeforeStop = delivered
        try save("<UISwitch/>", as: "Edited.xml")
        // Many intervals pass with the main queue free; a look would take the change and deliver it.
        for _ in 0..<20 {
            try await Task.sleep(for: .milliseconds(10))
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }
        #expect(delivered == deliveredBeforeStop)
        // The change is still there for the next look: no timer took it.
        #expect(watch.checkForChanges() == ["Edited"])
    }
}
