import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// `Offset`, UIKit's `UIOffset`: MarkupKit's forms, its canonical text, its failures, and a search
/// bar's `searchTextPositionAdjustment` set and drawn from markup.
@MainActor @Suite(.checksLiveObjects) struct OffsetTests {
    static let expected = "an offset: horizontal vertical or {horizontal,vertical}"

    @Test(arguments: [
        ("3 -4", Offset(horizontal: 3, vertical: -4)), ("{3,-4}", Offset(horizontal: 3, vertical: -4)),
        ("{ 3 , -4 }", Offset(horizontal: 3, vertical: -4)), ("3, -4", Offset(horizontal: 3, vertical: -4)),
        ("  0.5   2e1 ", Offset(horizontal: 0.5, vertical: 20)),
    ])
    func parsesMarkupKitsForms(text: String, offset: Offset) {
        #expect(convertedValue { () throws(KeyValueConversionFailure) in try Offset.convert(fromKeyValue: text) } == offset)
    }

    @Test(arguments: [
        ("", "the value is empty"), ("1", "expected 2 numbers, found 1"), ("1 2 3", "expected 2 numbers, found 3"),
        ("{h,v}", "'h' is not a number"), ("{1,2", "unbalanced braces"), ("{{1,2}}", "unexpected nested braces"),
    ])
    func rejectsOtherText(text: String, reason: String) {
        let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try Offset(parsing: text) }
        #expect(thrown == KeyValueConversionFailure(expected: Self.expected, reason: reason))
    }

    @Test func rejectsValuesThatAreNotText() {
        let thrown = conversionFailure { () throws(KeyValueConversionFailure) in try Offset.convert(fromKeyValue: Point(x: 1, y: 2)) }
        #expect(thrown == KeyValueConversionFailure(expected: Self.expected))
    }

    @Test func itsDescriptionIsTheCanonicalFormAndParsesBack() {
        let offset = Offset(horizontal: 1, vertical: -2.5)
        #expect(offset.description == "{1, -2.5}")
        #expect(convertedValue { () throws(KeyValueConversionFailure) in try Offset(parsing: offset.description) } == offset)
    }

    @Test func aSearchBarMovesItsTextByItsAdjustment() throws {
        let source = #"<UISearchBar text="cvs" searchTextPositionAdjustment="{10, -2}"/>"#
        let bar = try #require(try MarkupLoader().template(source: source, file: "Search.xml").instantiate(owner: MarkupOwner()) as? SearchBar)
        #expect(bar.searchTextPositionAdjustment == Offset(horizontal: 10, vertical: -2))
        #expect(bar.value(forKey: "searchTextPositionAdjustment") as? Offset == Offset(horizontal: 10, vertical: -2))
        bar.frame = Rect(x: 0, y: 0, width: 200, height: 56)
        #expect(SVGRenderer().render(bar) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="56" viewBox="0 0 200 56" font-family="monospace">
              <rect x="8" y="10" width="184" height="36" rx="10" fill="#EDEDED"/>
              <text x="26" y="32" font-size="16" fill="#000000">⌕ cvs</text>
            </svg>

            """)
    }

    @Test func aBadAdjustmentIsReportedWhereItIs() throws {
        var reported: [String] = []
        do {
            _ = try MarkupLoader().template(source: #"<UISearchBar searchTextPositionAdjustment="10"/>"#, file: "Search.xml")
                .instantiate(owner: MarkupOwner())
        } catch {
            reported = error.diagnostics.map(\.description)
        }
        #expect(reported == ["Search.xml:1:44: error: invalid value '10' for property 'searchTextPositionAdjustment'; "
            + "expected an offset: horizontal vertical or {horizontal,vertical} (expected 2 numbers, found 1)"])
    }
}
