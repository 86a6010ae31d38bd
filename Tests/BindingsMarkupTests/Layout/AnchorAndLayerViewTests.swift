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
        #expect(view.fittingSize(for: Size(width: 1000, height: 1000)) == Size(width: 101, height: 21.25))
        view.frame = Rect(x: 0, y: 0, width: 120, height: 22)
        view.layoutIfNeeded()
        #expect(view.subviews.map(\.frame) == [Rect(x: 8, y: 0, width: 104, height: 22), Rect(x: 8, y: 0, width: 104, height: 22)])
        // The later layer is drawn over the earlier one.
        #expect(TextRenderer().render(view) == " overrneath\n")
    }
}
