import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// `UISegmentedControl`: segments from markup, `selectedSegmentIndex` and `value`, a two-way binding,
/// the user's tap with `ValueChanged`, layout and both pictures.
@MainActor @Suite(.checksLiveObjects) struct SegmentedControlTests {
    static let source = """
        <UISegmentedControl value="$$size">
            <segment title="Small" value="S"/>
            <segment title="Medium" value="M"/>
            <segment title="Large"/>
        </UISegmentedControl>
        """

    func load(_ model: SizeModel) throws -> SegmentedControl {
        let template = try MarkupLoader().template(source: Self.source, file: "Segments.xml")
        let control = try #require(try template.instantiate(owner: model) as? SegmentedControl)
        control.frame = Rect(origin: .zero, size: control.fittingSize(for: Size(width: 400, height: 100)))
        return control
    }

    @Test func itsValueIsBoundBothWaysAndATapSelects() throws {
        let model = SizeModel()
        let control = try load(model)
        #expect(control.numberOfSegments == 3)
        #expect((0..<4).map { control.titleForSegment(at: $0) } == ["Small", "Medium", "Large", nil])
        #expect(control.selectedSegmentIndex == 1)
        model.size = "Large"
        #expect(control.selectedSegmentIndex == 2)
        model.size = "XL"
        #expect(control.selectedSegmentIndex == -1)
        control.userDidSelectSegment(at: 0)
        #expect(model.size == "S")
        control.insertSegment(withTitle: "Tiny", value: "XS", at: 0)
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.value == "S")
        control.removeAllSegments()
        #expect(control.selectedSegmentIndex == -1)
        #expect(model.size == nil)
    }

    @Test func itIsLaidOutAndDrawnWithItsSelection() throws {
        let control = try load(SizeModel())
        // "Medium" + 2 = 8 characters of 6.5 points (13-point text) a segment, one 16.25-point line tall.
        #expect(control.segmentWidth == 52)
        #expect(control.frame.size == Size(width: 156, height: 16.25))
        control.frame = Rect(x: 0, y: 0, width: 240, height: 20)
        #expect(TextRenderer().render(control) == "| Small  |[ Medium ]| Large  |")
        #expect(SVGRenderer().render(control) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="240" height="20" viewBox="0 0 240 20" font-family="monospace">
              <rect x="0" y="0" width="240" height="20" rx="4" fill="none" stroke="#007AFF"/>
              <text x="40" y="13" font-size="13" text-anchor="middle" fill="#007AFF">Small</text>
              <rect x="80" y="0" width="80" height="20" fill="#007AFF"/>
              <text x="120" y="13" font-size="13" text-anchor="middle" fill="#FFFFFF">Medium</text>
              <text x="200" y="13" font-size="13" text-anchor="middle" fill="#007AFF">Large</text>
            </svg>

            """)
    }

    /// Segments showing images, as MarkupKit's README gives them: each draws its image's symbol and
    /// stands for the image's name unless it has a value.
    @Test func aSegmentMayShowAnImage() throws {
        let template = try MarkupLoader().template(source: """
            <LMSegmentedControl>
                <segment image="yes.png"/>
                <segment image="no.png" value="0"/>
            </LMSegmentedControl>
            """, file: "Segments.xml")
        let control = try #require(try template.instantiate(owner: MarkupOwner()) as? SegmentedControl)
        control.frame = Rect(origin: .zero, size: control.fittingSize(for: Size(width: 400, height: 100)))
        #expect(control.segments == [SegmentedControl.Segment(title: "", image: "yes.png"), SegmentedControl.Segment(title: "", value: "0", image: "no.png")])
        control.userDidSelectSegment(at: 0)
        #expect(control.value == "yes.png")
        control.insertSegment(withImage: "maybe.png", at: 2)
        #expect(control.segments.map(\.shownTitle) == ["Y", "N", "M"])
        control.frame = Rect(origin: .zero, size: control.fittingSize(for: Size(width: 400, height: 100)))
        // Three columns a segment, at least: the 13-point symbols take fewer than the frame's 7.
        #expect(TextRenderer().render(control) == "[Y]|N||M")
    }
}
