import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// `UISearchBar`: its text bound two ways, the user's edits, search and cancel, layout and both pictures.
@MainActor @Suite(.checksLiveObjects) struct SearchBarTests {
    @Test func itsTextIsBoundBothWaysAndTheUserSearchesAndCancels() throws {
        let owner = MarkupOwner()
        let source = #"<UISearchBar text="$$searchText" placeholder="Pharmacies" showsCancelButton="true"/>"#
        let bar = try #require(try MarkupLoader().template(source: source, file: "Search.xml").instantiate(owner: owner) as? SearchBar)
        #expect(bar.fittingSize(for: Size(width: 200, height: 100)) == Size(width: 200, height: 56))
        bar.frame = Rect(x: 0, y: 0, width: 200, height: 56)
        #expect(TextRenderer().render(bar) == "\n⌕ [Pharmacies____] Cancel\n")
        bar.userDidEdit("cvs")
        #expect(owner.searchText == "cvs")
        owner.searchText = "walgreens"
        #expect(bar.text == "walgreens")
        #expect(TextRenderer().render(bar) == "\n⌕ [walgreens_____] Cancel\n")
        #expect(SVGRenderer().render(bar) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="56" viewBox="0 0 200 56" font-family="monospace">
              <rect x="8" y="10" width="128" height="36" rx="10" fill="#EDEDED"/>
              <text x="16" y="34" font-size="16" fill="#000000">⌕ walgreens</text>
              <text x="192" y="34" font-size="16" text-anchor="end" fill="#007AFF">Cancel</text>
            </svg>

            """)
        bar.userDidCancel()
        #expect(bar.text == "")
        #expect(owner.searchText == "")
    }

    @Test(arguments: [
        (#"<UISearchBar showsCancelButton="sometimes"/>"#,
         "Test.xml:1:33: error: invalid value 'sometimes' for property 'showsCancelButton'; expected true, false, yes, no, 1 or 0"),
        (#"<UISearchBar font="Helvetica big"/>"#,
         "Test.xml:1:20: error: invalid value 'Helvetica big' for property 'font'; expected a font: a name and an optional size, "
            + "such as System 14, System-Bold 16, Helvetica 17, bold 15, italic or a text style such as headline ('big' is not a number)"),
    ])
    func aBadValueIsAnError(source: String, message: String) throws {
        let reported = try buildDiagnostics(source)
        #expect(reported == [message])
    }
}
