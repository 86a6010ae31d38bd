import Foundation
import Testing

/// Compares renders with snapshot files kept in the source tree.
///
/// With the environment variable `RECORD_SNAPSHOTS=1` the render is written to the file instead and
/// the test records that it did so; a missing file fails the test unless recording.
public enum Snapshots {
    /// Whether this run records snapshots instead of comparing them.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    }

    /// Checks `rendered` against the file `name` in `directory`, or records it there.
    public static func assert(_ rendered: String, named name: String, in directory: URL,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(rendered.utf8).write(to: url)
                Issue.record("recorded snapshot \(name); run again without RECORD_SNAPSHOTS to compare", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record snapshot \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing snapshot \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(String(decoding: data, as: UTF8.self) == rendered, "snapshot \(name) differs", sourceLocation: sourceLocation)
    }
}
