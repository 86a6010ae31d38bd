import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// An owner with the three strings MarkupKit's MarkupKitTest view controller declares.
final class GreetingOwner: KeyValueCoding, @unchecked Sendable {
    @Observed var one = "One"
    @Observed var two = "Two"
    @Observed var three = "Three"
}

/// `FUNCTION` in markup, as MarkupKit's MarkupKitTest ViewController.xml writes it (line 100).
@MainActor @Suite(.checksLiveObjects) struct MarkupKitFunctionTests {
    static let document = """
        <UILabel text="$FUNCTION(one, 'stringByAppendingString:', FUNCTION(two, 'stringByAppendingString:', three))"
            textAlignment="center" textColor="fireBrick" font="body"/>
        """

    @Test func theLabelShowsTheMessagesResultAndFollowsItsKeys() throws {
        let loader = MarkupLoader()
        // MarkupKitTest's Colors.plist names it.
        loader.namedColors = ["fireBrick": Color(red: 0xB2 / 255, green: 0x22 / 255, blue: 0x22 / 255)]
        let template = try loader.template(source: Self.document, file: "ViewController.xml")
        #expect(template.warnings.map(\.description) == [])
        let owner = GreetingOwner()
        let label = try #require(try template.instantiate(owner: owner) as? Label)
        #expect(label.text == "OneTwoThree")
        owner.two = "2"
        #expect(label.text == "One2Three")
        owner.three = "3"
        #expect(label.text == "One23")
    }

    @Test func anUnknownSelectorIsReportedWhereItIs() throws {
        let messages = try buildDiagnostics(#"<Label text="$FUNCTION(searchText, 'uppercase')"/>"#)
        #expect(messages == [
            "Test.xml:1:36: error: invalid binding expression: unknown selector 'uppercase' for FUNCTION",
        ])
        let misspelt = try buildDiagnostics("<ColumnView>\n    <Label text=\"$FUNCTION(searchText, 'lenght')\"/>\n</ColumnView>")
        #expect(misspelt == [
            "Test.xml:2:40: error: invalid binding expression: unknown selector 'lenght' for FUNCTION; did you mean 'length'?",
        ])
    }
}
