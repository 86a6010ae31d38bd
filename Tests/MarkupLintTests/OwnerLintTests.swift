import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// A note's view model: a stored `text`, a read-only computed `summary` and a writable computed `title`.
final class NoteModel: KeyValueCoding, @unchecked Sendable {
    @Observed var text = ""

    var summary: String { String(text.prefix(20)) }

    var title: String {
        get { text }
        set { text = newValue }
    }

    static var computedKeys: [String: ComputedKey] {
        ["summary": ComputedKey(\NoteModel.summary, dependsOn: "text"), "title": ComputedKey(\NoteModel.title, dependsOn: "text")]
    }
}

/// The note screen, the owner its documents are linted and loaded for.
@MainActor
final class NoteScreen: KeyValueCoding, MarkupActionTarget {
    @Observed var viewModel = NoteModel()
    @Observed var textField: TextField? = nil

    nonisolated init() {}

    var markupActions: [String: @MainActor (View) -> Void] {
        ["save": { _ in }]
    }
}

/// A cell whose own document is a `<root>`, as MarkupKit's cells load theirs (`root: self`).
final class NoteCell: TableViewCell {
    @Observed var noteLabel: Label? = nil
}

/// With the owner known, the linter reports what loading for that owner reports, all at once:
/// the compiler's problems and the owner's, a two-way binding the owner cannot take, and a
/// `<root>` checked against the owner's class.
@MainActor @Suite(.checksLiveObjects) struct OwnerLintTests {
    static let threeProblems = """
        <LMColumnView>
            <UILabel txt="Notes"/>
            <UILabel text="$viewModel.sumary"/>
            <UIButton title="Save" onTap="sav"/>
        </LMColumnView>
        """

    /// A loader over a fresh folder holding `source` as `Note.xml`, and the folder to remove.
    func loader(with source: String) throws -> (MarkupLoader, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("owner-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try source.write(to: folder.appendingPathComponent("Note.xml"), atomically: true, encoding: .utf8)
        let loader = MarkupLoader(searchDirectories: [folder])
        loader.searchesDefaultLocations = false
        return (loader, folder)
    }

    static let threeProblemsFound = [
        "Note.xml:2:14: error: unknown property 'txt' on Label; did you mean 'text'?",
        "Note.xml:3:20: error: binding reads a key the owner lacks: NoteModel has no key 'sumary'; did you mean 'summary'?",
        "Note.xml:4:35: error: NoteScreen has no action 'sav'; did you mean 'save'?",
    ]

    @Test func aCompilerErrorHidesNoOwnerProblem() throws {
        let expected = Self.threeProblemsFound
        #expect(MarkupLinter().lint(source: Self.threeProblems, file: "Note.xml", owner: NoteScreen()).map(\.description) == expected)
        let (loader, folder) = try loader(with: Self.threeProblems)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(MarkupLinter(loader: loader).lint(named: "Note", owner: NoteScreen()).map(\.description) == expected)
        let error = try #require(throws: MarkupDiagnostics.self) { try loader.view(named: "Note", owner: NoteScreen()) }
        #expect(error.diagnostics.map(\.description) == expected)
    }

    /// A version that does not parse has nothing to check against the owner: the problems of
    /// what compiled of an earlier version are not reported for it.
    @Test func aVersionThatDoesNotParseReportsOnlyThat() throws {
        let linter = MarkupLinter()
        #expect(linter.lint(source: Self.threeProblems, file: "Note.xml", owner: NoteScreen()).map(\.description) == Self.threeProblemsFound)
        let unclosed = ["Note.xml:1:15: error: unexpected end of file; expected '</LMColumnView>' to close the element at 1:1"]
        #expect(linter.lint(source: "<LMColumnView>", file: "Note.xml", owner: NoteScreen()).map(\.description) == unclosed)
        let (loader, folder) = try loader(with: Self.threeProblems)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(MarkupLinter(loader: loader).lint(named: "Note", owner: NoteScreen()).map(\.description) == Self.threeProblemsFound)
        try "<LMColumnView>".write(to: folder.appendingPathComponent("Note.xml"), atomically: true, encoding: .utf8)
        #expect(MarkupLinter(loader: loader).lint(named: "Note", owner: NoteScreen()).map(\.description) == unclosed)
        let error = try #require(throws: MarkupDiagnostics.self) { try loader.view(named: "Note", owner: NoteScreen()) }
        #expect(error.diagnostics.map(\.description) == unclosed)
    }

    @Test(arguments: [
        ("$$viewModel.summary", ["Note.xml:2:39: error: two-way binding writes a key the owner cannot set: key 'summary' of NoteModel is read-only"]),
        ("$viewModel.summary", []),
        ("$$viewModel.title", []),
        ("$$viewModel.text", []),
    ])
    func aTwoWayBindingNeedsAKeyTheOwnerCanSet(_ binding: String, _ expected: [String]) throws {
        let source = """
            <LMColumnView>
                <UITextField id="textField" text="\(binding)"/>
            </LMColumnView>
            """
        #expect(MarkupLinter().lint(source: source, file: "Note.xml", owner: NoteScreen()).map(\.description) == expected)
        let (loader, folder) = try loader(with: source)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = NoteScreen()
        do {
            try loader.view(named: "Note", owner: screen)
            #expect(expected == [])
            #expect(screen.textField != nil)
        } catch {
            #expect(error.diagnostics.map(\.description) == expected)
            // Refused before anything was built: no outlet is filled.
            #expect(screen.textField == nil)
        }
    }

    @Test func aSectionValueNeedsAKeyTheOwnerCanSet() {
        let source = """
            <LMTableView>
                <?sectionValue $$viewModel.summary?>
            </LMTableView>
            """
        #expect(MarkupLinter().lint(source: source, file: "Note.xml", owner: NoteScreen()).map(\.description) == [
            "Note.xml:2:5: error: two-way binding writes a key the owner cannot set: key 'summary' of NoteModel is read-only",
        ])
    }

    @Test(arguments: [
        (#"<root accessoryType="disclosureIndicator"><UILabel id="noteLabel"/></root>"#, [String]()),
        (#"<root accessoryTyp="disclosureIndicator"/>"#, ["Cell.xml:1:7: error: unknown property 'accessoryTyp' on NoteCell; did you mean 'accessoryType'?"]),
    ])
    func aRootIsTheOwnersOwnView(_ source: String, _ expected: [String]) {
        let cell = NoteCell()
        #expect(MarkupLinter().lint(source: source, file: "Cell.xml", owner: cell).map(\.description) == expected)
        do {
            try MarkupLoader().template(source: source, file: "Cell.xml", ownerType: NoteCell.self).instantiate(owner: cell, root: cell)
            #expect(expected == [])
            #expect(cell.accessoryType == .disclosureIndicator)
        } catch {
            #expect(error.diagnostics.map(\.description) == expected)
        }
    }

    /// A `<root>` needs a view to apply to: an owner that is not one has none to give, and loading
    /// the document for it alone fails as the linter says.
    @Test func aRootForAnOwnerThatIsNoViewIsReported() {
        let source = #"<root><UITextField id="textField"/></root>"#
        let expected = ["Screen.xml:1:1: error: '<root>' applies to an existing view; load the document with one as its root"]
        let screen = NoteScreen()
        #expect(MarkupLinter().lint(source: source, file: "Screen.xml", owner: screen).map(\.description) == expected)
        do {
            try MarkupLoader().template(source: source, file: "Screen.xml", ownerType: NoteScreen.self).instantiate(owner: screen)
            Issue.record("a <root> document loaded for an owner that is no view, without a root")
        } catch {
            #expect(error.diagnostics.map(\.description) == expected)
        }
        #expect(screen.textField == nil)
    }
}
