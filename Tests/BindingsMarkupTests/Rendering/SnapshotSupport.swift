import BindingsTestSupport
import Foundation
import Testing

/// The parent suite of the rendering tests, so that `swift test --filter Rendering` selects them all.
/// It runs under the live-object check: its tests leave no view, observation or property alive.
@Suite(.checksLiveObjects) enum Rendering {}

/// Compares renders with files in `Tests/BindingsMarkupTests/Snapshots`.
///
/// With the environment variable `RECORD_SNAPSHOTS=1` the render is written to the file instead (in the
/// source tree, found from this file's path) and the test records that it did so; a missing file fails
/// the test unless recording.
enum SnapshotSupport {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
    }

    /// Checks `rendered` against the snapshot `name`, or records it.
    static func assertSnapshot(_ rendered: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Snapshots.assert(rendered, named: name, in: directory, sourceLocation: sourceLocation)
    }
}
