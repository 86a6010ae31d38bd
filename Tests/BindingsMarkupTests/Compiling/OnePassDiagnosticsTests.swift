import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// A document is checked in one pass: what the compiler finds and what only the owner can tell
/// (keys, actions, formatters, outlets) come back together, in document order.
@MainActor @Suite(.checksLiveObjects) struct OnePassDiagnosticsTests {
    static let document = """
        <LMColumnView>
            <UILabel text="$content.name +"/>
            <UILabel text="$serchText"/>
            <UIButton title="Save" onTap="sav"/>
            <UILabel text="$searchText::numbr"/>
            <UILabel id="nameLabl" textColr="red"/>
        </LMColumnView>
        """

    @Test func everyProblemIsReportedInOneRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("one-pass-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.document.write(to: folder.appendingPathComponent("Todo.xml"), atomically: true, encoding: .utf8)
        let loader = MarkupLoader(searchDirectories: [folder])
        let error = try #require(throws: MarkupDiagnostics.self) {
            try loader.view(named: "Todo", owner: MarkupOwner())
        }
        #expect(error.description == """
            Todo.xml:2:35: error: invalid binding expression: expected an expression but found end of expression
            Todo.xml:3:20: error: binding reads a key the owner lacks: MarkupOwner has no key 'serchText'; did you mean 'searchText'?
            Todo.xml:4:35: error: MarkupOwner has no action 'sav'; did you mean 'save'?
            Todo.xml:5:20: error: invalid binding expression: unknown formatter 'numbr'; did you mean 'number'?
            Todo.xml:6:18: error: MarkupOwner has no outlet 'nameLabl'; did you mean 'nameLabel'?
            Todo.xml:6:28: error: unknown property 'textColr' on Label; did you mean 'textColor'?
            """)
    }
}
