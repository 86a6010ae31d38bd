import Bindings
import BindingsTestSupport
import Foundation
import Testing

@Suite(.checksLiveObjects) struct LiveObjectsSnapshotTests {
    /// The check can fail: a kept object and its observation move the counters, by exactly what they hold.
    @Test func snapshotsSeeObjectsThatStayAlive() throws {
        let before = LiveObjectsSnapshot()
        do {
            // The kept pharmacy's observed property has a registrar; the other pharmacy is a
            // temporary, freed at once with its registrar; its observation outlives it.
            let observed = Pharmacy()
            let kept = (observed, try observed.observe("phone") { _, _ in }, try Pharmacy().observe("name") { _, _ in })
            let during = LiveObjectsSnapshot()
            #expect(during.observerRegistrars == before.observerRegistrars + 1)
            #expect(during.observations == before.observations + 2)
            #expect(during.bindings == before.bindings)
            #expect(during.views == before.views)
            #expect(during != before)
            withExtendedLifetime(kept) {}
        }
        #expect(LiveObjectsSnapshot() == before)
    }
}

/// The counters are process-wide, so a suite outside the gate could move them under a checked one
/// running beside it: every top-level suite of the package's tests takes the gate (nested suites
/// run inside their parent's turn). The GTK window tests are not in the same process as any view:
/// each runs a program on a display of its own, and they run at once.
@Suite(.checksLiveObjects) struct EverySuiteTakesTheGateTests {
    @Test func everyTopLevelSuiteChecksLiveObjects() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var ungated: [String] = []
        var scanned: Set<String> = []
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            if file.lastPathComponent == "BindingsGTKTests" { files?.skipDescendants() }
            guard file.pathExtension == "swift" else { continue }
            scanned.insert(file.lastPathComponent)
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("@") && line.contains("@Suite") {
                if !line.contains(".checksLiveObjects") { ungated.append("\(file.lastPathComponent): \(line)") }
            }
            // A type with tests and no `@Suite` is a suite too, and one this scan cannot see.
            if text.contains("@Test"), !text.contains("@Suite") { ungated.append("\(file.lastPathComponent): tests without @Suite") }
        }
        #expect(scanned.contains("LiveObjectsSnapshotTests.swift"))
        #expect(ungated == [])
    }
}
