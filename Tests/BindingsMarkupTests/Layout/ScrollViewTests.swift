import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// `LMScrollView`: content larger than the frame, fitted to its width, scrolled by the user within
/// its range, and drawn clipped at each offset in both pictures.
@MainActor @Suite(.checksLiveObjects) struct ScrollViewTests {
    static let source = """
        <LMScrollView fitToWidth="true" height="40" contentOffset="$$offset">
            <LMColumnView>
                <UILabel text="One"/>
                <UILabel text="Two"/>
                <UILabel text="Three"/>
                <UILabel text="Four"/>
            </LMColumnView>
        </LMScrollView>
        """

    final class Model: KeyValueCoding, @unchecked Sendable {
        // @unchecked: every stored property is @Observed (lock-protected).
        @Observed var offset = Point.zero
    }

    @Test func theContentScrollsWithinItsRangeAndIsDrawnClipped() throws {
        let model = Model()
        let scroll = try #require(try MarkupLoader().template(source: Self.source, file: "Scroll.xml").instantiate(owner: model) as? ScrollView)
        scroll.frame = Rect(x: 0, y: 0, width: 80, height: 40)
        scroll.layoutIfNeeded()
        // Four lines of System 16, 20 points each.
        #expect(scroll.contentSize == Size(width: 80, height: 80))
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 40))
        #expect(TextRenderer().render(scroll) == "One\nTwo")
        scroll.userDidScroll(to: Point(x: 10, y: 40))
        #expect(model.offset == Point(x: 0, y: 40))
        scroll.layoutIfNeeded()
        #expect(scroll.contentView?.frame == Rect(x: 0, y: -40, width: 80, height: 80))
        #expect(TextRenderer().render(scroll) == "Three\nFour")
        scroll.userDidScroll(to: Point(x: 0, y: 500))
        #expect(model.offset == Point(x: 0, y: 40))
        model.offset = .zero
        scroll.layoutIfNeeded()
        #expect(SVGRenderer().render(scroll) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 80 40" font-family="monospace">
              <clipPath id="clip1"><rect x="0" y="0" width="80" height="40"/></clipPath>
              <g clip-path="url(#clip1)">
                <text x="0" y="16" font-size="16" fill="#000000">One</text>
                <text x="0" y="36" font-size="16" fill="#000000">Two</text>
                <text x="0" y="56" font-size="16" fill="#000000">Three</text>
                <text x="0" y="76" font-size="16" fill="#000000">Four</text>
              </g>
            </svg>

            """)
    }

    @Test(arguments: [
        (#"<LMScrollView contentOffset="far"/>"#,
         "Test.xml:1:30: error: invalid value 'far' for property 'contentOffset'; expected a point: x y or {x,y} ('far' is not a number)"),
        (#"<LMScrollView fitToWidth="wide"/>"#,
         "Test.xml:1:27: error: invalid value 'wide' for property 'fitToWidth'; expected true, false, yes, no, 1 or 0"),
    ])
    func aBadValueIsAnError(source: String, message: String) throws {
        let reported = try buildDiagnostics(source)
        #expect(reported == [message])
    }
}
