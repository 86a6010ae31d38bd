import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// `UIStackView`: its children are arranged subviews, sized by `distribution`, placed across by
/// `alignment`, inside the margins only when the arrangement is margin relative.
@MainActor @Suite(.checksLiveObjects) struct UIStackViewTests {
    /// Three views 10, 20 and 30 points square, 4 apart, in a stack of `size`.
    func stack(_ attributes: String, size: Size) throws -> View {
        let source = """
            <UIStackView spacing="4" \(attributes)>
                <UIView width="10" height="10"/>
                <UIView width="20" height="20"/>
                <UIView width="30" height="30"/>
                <UIView width="40" height="40" isHidden="true"/>
            </UIStackView>
            """
        let view = try MarkupLoader().template(source: source, file: "Stack.xml").instantiate(owner: MarkupOwner())
        view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        view.layoutIfNeeded()
        return view
    }

    @Test(arguments: [
        ("", [Rect(x: 0, y: 0, width: 10, height: 30), Rect(x: 14, y: 0, width: 20, height: 30), Rect(x: 38, y: 0, width: 60, height: 30)]),
        (#"distribution="fillEqually""#, [Rect(x: 0, y: 0, width: 30, height: 30), Rect(x: 34, y: 0, width: 30, height: 30), Rect(x: 68, y: 0, width: 30, height: 30)]),
        (#"distribution="fillProportionally""#, [Rect(x: 0, y: 0, width: 15, height: 30), Rect(x: 19, y: 0, width: 30, height: 30), Rect(x: 53, y: 0, width: 45, height: 30)]),
        (#"distribution="equalSpacing" alignment="top""#, [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 29, y: 0, width: 20, height: 20), Rect(x: 68, y: 0, width: 30, height: 30)]),
        (#"distribution="UIStackViewDistributionEqualCentering" alignment="center""#, [Rect(x: 0, y: 10, width: 10, height: 10), Rect(x: 34, y: 5, width: 20, height: 20), Rect(x: 68, y: 0, width: 30, height: 30)]),
        (#"alignment="bottom""#, [Rect(x: 0, y: 20, width: 10, height: 10), Rect(x: 14, y: 10, width: 20, height: 20), Rect(x: 38, y: 0, width: 60, height: 30)]),
        (#"alignment="leading" layoutMargins="4" isLayoutMarginsRelativeArrangement="true""#, [Rect(x: 4, y: 4, width: 10, height: 10), Rect(x: 18, y: 4, width: 20, height: 20), Rect(x: 42, y: 4, width: 52, height: 22)]),
    ])
    func horizontalDistributionsAndAlignments(attributes: String, frames: [Rect]) throws {
        let view = try stack(attributes, size: Size(width: 98, height: 30))
        #expect(view.subviews.prefix(3).map(\.frame) == frames)
    }

    @Test(arguments: [
        (#"axis="vertical" distribution="fillEqually" alignment="center""#, Size(width: 40, height: 98),
         [Rect(x: 15, y: 0, width: 10, height: 30), Rect(x: 10, y: 34, width: 20, height: 30), Rect(x: 5, y: 68, width: 30, height: 30)]),
        (#"axis="vertical" alignment="trailing""#, Size(width: 40, height: 98),
         [Rect(x: 30, y: 0, width: 10, height: 10), Rect(x: 20, y: 14, width: 20, height: 20), Rect(x: 10, y: 38, width: 30, height: 60)]),
    ])
    func verticalStacks(attributes: String, size: Size, frames: [Rect]) throws {
        let view = try stack(attributes, size: size)
        #expect(view.subviews.prefix(3).map(\.frame) == frames)
    }

    /// The fitting size is the arranged subviews' and the spacing, whatever the distribution fills.
    @Test(arguments: [
        ("", Size(width: 68, height: 30)),
        (#"distribution="fillEqually""#, Size(width: 98, height: 30)),
        (#"axis="vertical" layoutMargins="2" isLayoutMarginsRelativeArrangement="true""#, Size(width: 34, height: 72)),
        (#"axis="vertical" layoutMargins="2""#, Size(width: 30, height: 68)),
    ])
    func fittingSizes(attributes: String, size: Size) throws {
        let view = try stack(attributes, size: Size(width: 200, height: 200))
        #expect(view.fittingSize(for: Size(width: 1000, height: 1000)) == size)
    }

    @Test func invalidValuesNameTheCases() throws {
        let diagnostics = try buildDiagnostics(#"<UIStackView distribution="spread"/>"#)
        #expect(diagnostics == [
            "Test.xml:1:28: error: invalid value 'spread' for property 'distribution'; expected one of fill, fillEqually, fillProportionally, equalSpacing or equalCentering (unknown name 'spread')",
        ])
    }

    @Test func labelsOnTheirBaselinesAreDrawn() throws {
        let source = """
            <UIStackView alignment="firstBaseline" distribution="equalSpacing" backgroundColor="#EEEEEE">
                <UILabel text="Big" font="System 24"/>
                <UILabel text="small"/>
            </UIStackView>
            """
        let view = try MarkupLoader().template(source: source, file: "Stack.xml").instantiate(owner: MarkupOwner())
        #expect(view.fittingSize(for: Size(width: 1000, height: 1000)) == Size(width: 76, height: 30))
        view.frame = Rect(x: 0, y: 0, width: 120, height: 30)
        view.layoutIfNeeded()
        // Both baselines 24 points down: the small label 8 points lower; the space left between them.
        #expect(view.subviews.map(\.frame) == [Rect(x: 0, y: 0, width: 36, height: 30), Rect(x: 80, y: 8, width: 40, height: 20)])
        #expect(TextRenderer().render(view) == "Big       small\n")
        #expect(SVGRenderer().render(view) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="30" viewBox="0 0 120 30" font-family="monospace">
              <rect x="0" y="0" width="120" height="30" fill="#EEEEEE"/>
              <text x="0" y="24" font-size="24" fill="#000000">Big</text>
              <text x="80" y="24" font-size="16" fill="#000000">small</text>
            </svg>

            """)
    }
}
