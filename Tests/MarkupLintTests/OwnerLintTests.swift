import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// A cell whose own document is a `<root>`, as MarkupKit's cells load theirs (`root: self`).
final class NoteCell: TableViewCell {
    @Observed var noteLabel: Label? = nil
}

/// With the owner known, the linter reports what loading for that owner reports: a `<root>` is
/// checked against the owner's class.
@MainActor @Suite(.checksLiveObjects) struct OwnerLintTests {
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
}
