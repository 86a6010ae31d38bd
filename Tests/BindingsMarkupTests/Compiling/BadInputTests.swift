import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// Bad input of every kind through the whole public pipeline (loader → template → instance →
/// bindings): each row gives its exact diagnostics, crashes nothing and leaves nothing alive.
@MainActor @Suite(.checksLiveObjects) struct BadInputTests {
    @Test(arguments: BadInput.cases)
    func badInputIsDiagnosedExactlyAndLeavesNothingAlive(_ row: BadInput) throws {
        let before = LiveObjectsSnapshot()
        try run(row)
        #expect(LiveObjectsSnapshot() == before, "live objects changed: \(LiveObjectsSnapshot()) after, \(before) before")
    }

    /// Loads and builds the row's input, then checks what was built; everything dies on return.
    private func run(_ row: BadInput) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("BadInput-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let loader = try fixtureLoader()
        loader.searchDirectories.insert(directory, at: 0)

        if case .file(let bytes) = row.input { try Data(bytes).write(to: directory.appendingPathComponent("Bad.xml")) }

        let template: MarkupTemplate
        do throws(MarkupDiagnostics) {
            switch row.input {
            case .source(let source):
                template = try loader.template(source: source, file: "Test.xml")
            case .file:
                template = try loader.template(named: "Bad")
            case .named(let name):
                template = try loader.template(named: name)
            }
        } catch {
            #expect(error.diagnostics.map(\.description) == row.diagnostics)
            return
        }

        let owner: any KeyValueCoding
        let root: View?
        switch row.owner {
        case .markupOwner:
            (owner, root) = (MarkupOwner(), nil)
        case .anyContent:
            (owner, root) = (AnyContentOwner(), nil)
        case .rootLabel:
            let label = Label()
            (owner, root) = (label, label)
        }
        let view: View
        do throws(MarkupDiagnostics) {
            view = try template.instantiate(owner: owner, root: root)
        } catch {
            #expect(error.diagnostics.map(\.description) == row.diagnostics)
            return
        }
        #expect(row.diagnostics == [], "built, but the row expects diagnostics")
        try check(row.afterBuild, view: view, owner: owner)
    }

    private func check(_ afterBuild: BadInput.AfterBuild, view: View, owner: any KeyValueCoding) throws {
        let label = try #require(view.allViews.compactMap { $0 as? Label }.first)
        switch afterBuild {
        case .nothing:
            Issue.record("the row builds, so it must say what to check")
        case .labelTextLength(let length):
            #expect(label.text == String(repeating: "x", count: length))
        case .boundToItself:
            // The label is its own owner: a write settles instead of looping. The runtime writes the
            // equal value twice more (the one-way update, then the two-way write-back) before its
            // echo guard stops it; pinned here so a change to that count is seen.
            let changes = Recorded<String?>()
            let token = try label.observe("text", options: .new) { _, change in changes.append(change.newValue as? String) }
            label.text = "edited"
            #expect(label.text == "edited")
            #expect(changes.all == ["edited", "edited", "edited"])
            token.invalidate()
            #expect(BindingDiagnostics.shared.recent.filter { $0.expression == "text" }.map(\.description) == [])
        case .runTime(let expression, let messages):
            let owner = try #require(owner as? AnyContentOwner)
            owner.content = ["nosuchkey": "from a dictionary"]
            #expect(label.text == "from a dictionary")
            // A model object without the key: reported once, and the label is cleared, not stale.
            owner.content = ContentModel()
            owner.content = ContentModel()
            #expect(label.text == nil)
            #expect(BindingDiagnostics.shared.recent.filter { $0.expression == expression }.map(\.description) == messages)
        }
    }
}

/// An owner whose `content` may be a dictionary or any model object.
@MainActor
final class AnyContentOwner: KeyValueCoding {
    @Observed var content: Any? = nil
}

/// A model object that lacks the key the markup reads.
final class ContentModel: KeyValueCoding {
    @Observed var name = "Green Cross"
}
