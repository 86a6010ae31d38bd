import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// Where a button draws its title (content alignments, title insets, attributed title), what markup
/// reaches through the objects views hold, and the accessibility attributes.
@MainActor @Suite(.checksLiveObjects) struct ButtonContentTests {
    func load(_ source: String, owner: MarkupOwner = MarkupOwner()) throws -> View {
        try MarkupLoader().template(source: source, file: "Test.xml").instantiate(owner: owner)
    }

    /// A 160-point (20-column) button: the title sits where the alignments put it, UIKit's default
    /// being centered; title insets move it without changing the button's size.
    @Test(arguments: [
        ("", "       [ OK ]", 80.0),
        (#"contentHorizontalAlignment="left""#, "[ OK ]", 24),
        (#"contentHorizontalAlignment="leading""#, "[ OK ]", 24),
        (#"contentHorizontalAlignment="right""#, "              [ OK ]", 136),
        (#"contentHorizontalAlignment="fill""#, "       [ OK ]", 80),
        (#"titleEdgeInsetLeft="32""#, "         [ OK ]", 96),
        (#"contentHorizontalAlignment="left" contentEdgeInsetLeft="16""#, "  [ OK ]", 40),
    ])
    func theTitleIsPlacedByTheAlignments(attributes: String, text: String, middle: Double) throws {
        let button = try load(#"<UIButton title="OK" width="160" "# + attributes + "/>")
        #expect(TextRenderer().render(button, width: 160) == text)
        #expect(SVGRenderer().render(button, width: 160).contains(#"<text x="\#(middle.formatted())" y="16""#))
    }

    /// In a taller button the title moves down with `contentVerticalAlignment`, and its baseline with it.
    @Test(arguments: [("top", "[ OK ]\n\n", 16.0), ("center", "\n[ OK ]\n", 36), ("bottom", "\n\n[ OK ]", 56)])
    func theTitleIsPlacedVertically(alignment: String, text: String, baseline: Double) throws {
        let button = try load(#"<UIButton title="OK" width="48" height="60" contentVerticalAlignment=""# + alignment + #""/>"#)
        button.layoutToFit(width: 48)
        #expect(button.firstBaseline(in: button.frame.size) == baseline)
        #expect(TextRenderer().render(button) == text)
    }

    /// The attributed title replaces the title, in the picture and in the button's size.
    @Test func theAttributedTitleIsDrawn() throws {
        let button = try #require(try load(#"<UIButton title="Buy" attributedTitle="Sale!"/>"#) as? Button)
        #expect(button.intrinsicContentSize == Size(width: 72, height: 20))
        #expect(TextRenderer().render(button, width: 72) == "[ Sale! ]")
    }

    /// `titleLabel.*` and `imageView.*` reach the button's own properties, bound too, and the
    /// picture shows them.
    @Test func heldObjectsSetTheButtonAndTakeBindings() throws {
        let owner = MarkupOwner()
        owner.content = ["title": "Call"]
        let button = try #require(try load(##"""
            <UIButton titleLabel.text="$content.title" titleLabel.font="System-Bold 16" titleLabel.textColor="#FF0000" imageView.image="phone_icon"/>
            """##, owner: owner) as? Button)
        #expect(button.title == "Call")
        #expect(button.font == Font.system(size: 16, weight: .bold))
        #expect(button.titleColor == Color(red: 1, green: 0, blue: 0))
        #expect(button.image == "phone_icon")
        owner.content = ["title": "Ring"]
        #expect(button.titleLabel.text == "Ring")
        #expect(TextRenderer().render(button, width: 90) == "[ ☎ Ring ]")
    }

    /// A disabled pan gesture, one allowing no kind of touch, or scrolling turned off, stops the
    /// user scrolling; code still scrolls.
    @Test(arguments: [#"panGestureRecognizer.enabled="false""#, #"scrollEnabled="false""#, #"panGestureRecognizer.allowedTouchTypes="none""#])
    func aDisabledPanStopsTheUserScrolling(attribute: String) throws {
        let scroll = try #require(try load(#"<LMScrollView height="20" "# + attribute + #"><UILabel text="1&#10;2&#10;3" numberOfLines="0"/></LMScrollView>"#) as? ScrollView)
        scroll.layoutToFit(width: 40)
        scroll.userDidScroll(to: Point(x: 0, y: 20))
        #expect(scroll.contentOffset == .zero)
        scroll.contentOffset = Point(x: 0, y: 20)
        scroll.layoutIfNeeded()
        #expect(TextRenderer().render(scroll) == "2")
        scroll.panGestureRecognizer.isEnabled = true
        scroll.panGestureRecognizer.allowedTouchTypes = [.direct]
        scroll.isScrollEnabled = true
        scroll.userDidScroll(to: Point(x: 0, y: 40))
        #expect(scroll.contentOffset == Point(x: 0, y: 40))
    }

    /// Tests and automation find views by their accessibility identifier, as UI tests do.
    @Test func viewsAreFoundByAccessibilityIdentifier() throws {
        let root = try load("""
            <LMColumnView>
                <UILabel text="0.4 miles" accessibilityIdentifier="distance" accessibilityLabel="Distance"/>
                <UIButton title="Call" accessibilityIdentifier="call" accessibilityHint="Calls the pharmacy"/>
            </LMColumnView>
            """)
        let call = try #require(root.view(withAccessibilityIdentifier: "call") as? Button)
        #expect(call.title == "Call")
        #expect(call.accessibilityHint == "Calls the pharmacy")
        #expect(root.view(withAccessibilityIdentifier: "distance")?.accessibilityLabel == "Distance")
        #expect(root.view(withAccessibilityIdentifier: "phone") == nil)
    }
}

/// MarkupKit's custom button content: a button's child element is shown instead of its title.
@MainActor @Suite(.checksLiveObjects) struct CustomButtonContentTests {
    @Test func aChildElementIsTheButtonsContent() throws {
        let source = """
            <UIButton contentEdgeInsets="4">
                <LMColumnView>
                    <UIImageView image="world"/>
                    <UILabel text="Hello, World!"/>
                </LMColumnView>
            </UIButton>
            """
        let button = try #require(try MarkupLoader().template(source: source, file: "Button.xml").instantiate(owner: MarkupOwner()) as? Button)
        #expect(button.intrinsicContentSize == Size(width: 112, height: 44))
        button.layoutToFit(width: 112)
        #expect(button.customContent?.frame == Rect(x: 4, y: 4, width: 104, height: 36))
        // The column's first view, the image, has no baseline, so neither has the button.
        #expect(button.firstBaseline(in: button.frame.size) == nil)
        #expect(TextRenderer().render(button) == "[W]\nHello, World!\n")
        // Without content the button shows its title again.
        button.customContent?.removeFromSuperview()
        button.title = "Hi"
        button.layoutToFit(width: 56)
        #expect(TextRenderer().render(button) == "[ Hi ]\n")
    }
}
