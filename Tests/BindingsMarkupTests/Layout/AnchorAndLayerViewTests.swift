import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// `LMAnchorView` pins children by their `anchor`; `LMLayerView` stacks children over its whole bounds.
@MainActor @Suite(.checksLiveObjects) struct AnchorAndLayerViewTests {
    @Test func childrenArePinnedByTheirAnchors() throws {
        let source = """
            <LMAnchorView layoutMargins="10">
                <UIView width="20" height="10" anchor="top, leading"/>
                <UIView width="20" height="10" anchor="bottom, trailing"/>
                <UIView width="20" height="10" anchor="centerX, centerY"/>
                <UIView width="20" height="10" anchor="all"/>
                <UIView width="20" height="10" anchor="left, right, bottom"/>
                <UIView width="20" height="10"/>
            </LMAnchorView>
            """
        let view = try MarkupLoader().template(source: source, file: "Anchor.xml").instantiate(owner: MarkupOwner())
        #expect(view.fittingSize(for: Size(width: 1000, height: 1000)) == Size(width: 40, height: 30))
        view.frame = Rect(x: 0, y: 0, width: 120, height: 80)
        view.layoutIfNeeded()
        #expect(view.subviews.map(\.frame) == [
            Rect(x: 10, y: 10, width: 20, height: 10),
            Rect(x: 90, y: 60, width: 20, height: 10),
            Rect(x: 50, y: 35, width: 20, height: 10),
            Rect(x: 10, y: 10, width: 100, height: 60),
            Rect(x: 10, y: 60, width: 100, height: 10),
            Rect(x: 10, y: 10, width: 20, height: 10),
        ])
        #expect(view.subviews[4].anchor == [.left, .right, .bottom])
        view.subviews[0].anchor = .all
        view.layoutIfNeeded()
        #expect(view.subviews[0].frame == Rect(x: 10, y: 10, width: 100, height: 60))
    }

    @Test func layersFillTheBoundsAndDrawInOrder() throws {
        let source = """
            <LMLayerView layoutMargins="0 8 0 8">
                <UILabel text="underneath"/>
                <UILabel text="over"/>
            </LMLayerView>
            """
        let view = try MarkupLoader().template(source: source, file: "Layers.xml").instantiate(owner: MarkupOwner())
        #expect(view.fittingSize(for: Size(width: 1000, height: 1000)) == Size(width: 96, height: 20))
        view.frame = Rect(x: 0, y: 0, width: 120, height: 22)
        view.layoutIfNeeded()
        #expect(view.subviews.map(\.frame) == [Rect(x: 8, y: 0, width: 104, height: 22), Rect(x: 8, y: 0, width: 104, height: 22)])
        // The later layer is drawn over the earlier one.
        #expect(TextRenderer().render(view) == " overrneath\n")
        #expect(SVGRenderer().render(view) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="22" viewBox="0 0 120 22" font-family="monospace">
              <text x="8" y="16" font-size="16" fill="#000000">underneath</text>
              <text x="8" y="16" font-size="16" fill="#000000">over</text>
            </svg>

            """)
    }

    @Test func anchoredChildrenAreDrawnWhereTheyArePinned() throws {
        let source = ##"""
            <LMAnchorView layoutMargins="4" backgroundColor="#EEEEEE">
                <UILabel text="Top" anchor="top, left"/>
                <UILabel text="Mid" anchor="centerX, centerY"/>
                <UIView width="10" height="6" backgroundColor="#FF0000" anchor="bottom, right"/>
            </LMAnchorView>
            """##
        let view = try MarkupLoader().template(source: source, file: "Anchor.xml").instantiate(owner: MarkupOwner())
        view.frame = Rect(x: 0, y: 0, width: 80, height: 60)
        view.layoutIfNeeded()
        // "Mid" is 24 by 20 points, centered in the 72 by 52 within the margins.
        #expect(SVGRenderer().render(view) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="80" height="60" viewBox="0 0 80 60" font-family="monospace">
              <rect x="0" y="0" width="80" height="60" fill="#EEEEEE"/>
              <text x="4" y="20" font-size="16" fill="#000000">Top</text>
              <text x="28" y="36" font-size="16" fill="#000000">Mid</text>
              <rect x="66" y="50" width="10" height="6" fill="#FF0000"/>
            </svg>

            """)
    }

    /// A binding on a pinned child and one on the anchor view's own margin: each model change
    /// reaches its view, and the next layout pass places the child anew.
    @Test func bindingsInsideAnAnchorViewFollowTheModel() throws {
        let model = TitleModel()
        model.margin = 0
        let source = #"<LMAnchorView layoutMarginTop="$margin"><UILabel text="$title" anchor="top, right"/></LMAnchorView>"#
        let view = try MarkupLoader().template(source: source, file: "Anchor.xml").instantiate(owner: model)
        let label = try #require(view.subviews.first as? Label)
        view.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        view.layoutIfNeeded()
        #expect(label.text == "first")
        #expect(label.frame == Rect(x: 60, y: 0, width: 40, height: 20))
        model.title = "second!"
        model.margin = 10
        #expect(label.text == "second!")
        #expect(view.layoutMarginTop == 10)
        view.layoutIfNeeded()
        #expect(label.frame == Rect(x: 44, y: 10, width: 56, height: 20))
    }

    /// A binding on a layer's text and one on the layer view's own `hidden`, each following the model.
    @Test func bindingsInsideALayerViewFollowTheModel() throws {
        let model = TitleModel()
        let source = ##"<LMLayerView hidden="$hidden"><UIView backgroundColor="#0000FF"/><UILabel text="$title"/></LMLayerView>"##
        let view = try MarkupLoader().template(source: source, file: "Layers.xml").instantiate(owner: model)
        let label = try #require(view.subviews.last as? Label)
        view.frame = Rect(x: 0, y: 0, width: 80, height: 22)
        view.layoutIfNeeded()
        #expect(TextRenderer().render(view) == "first\n")
        model.title = "second"
        #expect(label.text == "second")
        #expect(TextRenderer().render(view) == "second\n")
        model.hidden = true
        #expect(view.isHidden)
        #expect(TextRenderer().render(view) == "\n")
    }
}
