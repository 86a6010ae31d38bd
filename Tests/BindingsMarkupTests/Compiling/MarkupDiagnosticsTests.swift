@_spi(Testing) import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// Every kind of problem in a document, with its exact message and position.
@MainActor @Suite(.checksLiveObjects) struct MarkupDiagnosticsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let source: String
        let messages: [String]
        var testDescription: String { label }
    }

    nonisolated static let cases: [Case] = [
        Case(label: "malformed XML", source: "<ColumnView>\n    <Label text=\"a\">\n</ColumnView>", messages: [
            "Test.xml:3:1: error: expected '</Label>' to close the element at 2:5 but found '</ColumnView>'",
        ]),
        Case(label: "unknown element", source: "<ColumnView>\n    <UILable text=\"a\"/>\n</ColumnView>", messages: [
            "Test.xml:2:5: error: unknown element 'UILable'; did you mean 'UILabel'?",
        ]),
        Case(label: "unknown attribute", source: "<ColumnView>\n    <Label txt=\"a\"/>\n</ColumnView>", messages: [
            "Test.xml:2:12: error: unknown property 'txt' on Label; did you mean 'text'?",
        ]),
        Case(label: "bad value", source: "<Label text=\"a\"\n       numberOfLines=\"two\"/>", messages: [
            "Test.xml:2:23: error: invalid value 'two' for property 'numberOfLines'; expected an integer",
        ]),
        Case(label: "bad color", source: "<Label textColor=\"#12345\"/>", messages: [
            "Test.xml:1:19: error: invalid value '#12345' for property 'textColor'; expected a color: a name, #RRGGBB, #RRGGBBAA, rgb(r,g,b), rgba(r,g,b,a) or color(srgb r g b / a) (found 5 hex digits, expected 6 or 8)",
        ]),
        Case(label: "bad expression", source: "<Label text=\"$content.(name\"/>", messages: [
            "Test.xml:1:23: error: invalid binding expression: expected a key path component but found '('",
        ]),
        Case(label: "unknown formatter", source: "<Label text=\"$content.phone::phnoe\"/>", messages: [
            "Test.xml:1:14: error: invalid binding expression: unknown formatter 'phnoe'; did you mean 'phone'?",
        ]),
        Case(label: "owner lacks a key", source: "<Label text=\"$contnet.name\"/>", messages: [
            "Test.xml:1:14: error: binding reads a key the owner lacks: MarkupOwner has no key 'contnet'; did you mean 'content'?",
        ]),
        Case(label: "missing outlet", source: "<ColumnView>\n    <Label id=\"nameLable\"/>\n</ColumnView>", messages: [
            "Test.xml:2:16: error: MarkupOwner has no outlet 'nameLable'; did you mean 'nameLabel'?",
        ]),
        Case(label: "outlet of another type", source: "<Button id=\"nameLabel\"/>", messages: [
            "Test.xml:1:13: error: outlet 'nameLabel' of MarkupOwner cannot hold a Button",
        ]),
        Case(label: "cyclic include", source: "<ColumnView>\n    <?include CycleA?>\n</ColumnView>", messages: [
            "CycleB.xml:2:5: error: cyclic include: Test -> CycleA -> CycleB -> CycleA",
        ]),
        Case(label: "missing include", source: "<ColumnView><?include Nowhere?></ColumnView>", messages: [
            "Test.xml:1:13: error: no markup document named 'Nowhere'; searched FIXTURES",
        ]),
        Case(label: "unknown action", source: "<Button onTap=\"sav\"/>", messages: [
            "Test.xml:1:16: error: MarkupOwner has no action 'sav'; did you mean 'save'?",
        ]),
        Case(label: "unbalanced conditional", source: "<ColumnView>\n    <?end?>\n    <?case ios?>\n    <?else?>\n    <?else?>\n</ColumnView>", messages: [
            "Test.xml:2:5: error: '<?end?>' has no matching '<?case?>'",
            "Test.xml:5:5: error: '<?else?>' has no matching '<?case?>'",
        ]),
        Case(label: "section outside a table", source: "<ColumnView>\n    <sectionHeader title=\"x\"/>\n</ColumnView>", messages: [
            "Test.xml:2:5: error: 'sectionHeader' cannot appear inside 'ColumnView'",
        ]),
        Case(label: "bad selection mode", source: "<TableView><?sectionSelectionMode singleCheck?></TableView>", messages: [
            "Test.xml:1:12: error: invalid '<?sectionSelectionMode?>': expected one of default, singleCheckmark or multipleCheckmarks",
        ]),
        Case(label: "two-way needs a key path", source: "<TextField text=\"$$searchText + 1\"/>", messages: [
            "Test.xml:1:18: error: invalid binding expression: a two-way binding needs a single key path, not 'searchText + 1'",
        ]),
        Case(label: "two-way needs a formatter that reads back", source: "<TextField text=\"$$searchText::uppercase\"/>", messages: [
            "Test.xml:1:18: error: invalid binding expression: a two-way binding needs a formatter that reads text back, "
                + "such as number or date; 'uppercase' does not, in 'searchText::uppercase'",
        ]),
        Case(label: "several problems at once", source: "<ColumnView spacing=\"wide\">\n    <Label txt=\"a\"/>\n    <Foo/>\n</ColumnView>", messages: [
            "Test.xml:1:22: error: invalid value 'wide' for property 'spacing'; expected a number",
            "Test.xml:2:12: error: unknown property 'txt' on Label; did you mean 'text'?",
            "Test.xml:3:5: error: unknown element 'Foo'",
        ]),
    ]

    @Test(arguments: cases)
    func problemsAreReportedExactly(_ testCase: Case) throws {
        let messages = try buildDiagnostics(testCase.source)
        let fixtures = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures").standardizedFileURL.path
        #expect(messages == testCase.messages.map { $0.replacingOccurrences(of: "FIXTURES", with: fixtures) })
    }

    @Test func aFailedBuildLeavesNothingBehind() throws {
        let owner = MarkupOwner()
        let before = View.liveCount
        let messages = try buildDiagnostics("<ColumnView>\n    <Label id=\"nameLabel\" text=\"$content.name\"/>\n    <Button id=\"titleLabel\"/>\n</ColumnView>", owner: owner)
        #expect(messages == ["Test.xml:3:17: error: outlet 'titleLabel' of MarkupOwner cannot hold a Button"])
        #expect(owner.nameLabel == nil)
        #expect(owner.observerCount(forKey: "content") == 0)
        #expect(View.liveCount == before)
    }
}
