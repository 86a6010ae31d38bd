import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// A view model with the numbers a slider and a stepper edit.
final class VolumeModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var volume = 2.0
    @Observed var guests = 1.0
}

/// `UISlider` and `UIStepper`: loaded from markup with their attributes, bound two ways on their
/// value, edited by the user within their range, laid out, and drawn in both renderers.
@MainActor @Suite(.checksLiveObjects) struct SliderStepperTests {
    static let source = """
        <LMColumnView>
            <UISlider minimumValue="0" maximumValue="10" value="$$volume"/>
            <UIStepper minimumValue="1" maximumValue="3" stepValue="0.5" value="$$guests"/>
        </LMColumnView>
        """

    func load(_ model: VolumeModel) throws -> (root: View, slider: Slider, stepper: Stepper) {
        let root = try MarkupLoader().template(source: Self.source, file: "Controls.xml").instantiate(owner: model)
        let slider = try #require(root.subviews.first as? Slider)
        let stepper = try #require(root.subviews.last as? Stepper)
        return (root, slider, stepper)
    }

    @Test func theSliderFollowsItsModelAndWritesTheUsersValueBackClamped() throws {
        let model = VolumeModel()
        let (_, slider, _) = try load(model)
        #expect([slider.value, slider.minimumValue, slider.maximumValue] == [2, 0, 10])
        model.volume = 7.5
        #expect(slider.value == 7.5)
        var sent = 0
        _ = slider.addMarkupAction(for: .valueChanged) { sent += 1 }
        slider.userDidSlide(to: 4)
        slider.userDidSlide(to: 25)
        slider.userDidSlide(to: -1)
        #expect(model.volume == 0)
        #expect(sent == 3)
    }

    @Test func theStepperStepsWithinItsRangeAndWritesBack() throws {
        let model = VolumeModel()
        let (_, _, stepper) = try load(model)
        #expect([stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue] == [1, 1, 3, 0.5])
        model.guests = 2.5
        #expect(stepper.value == 2.5)
        model.guests = 1
        var sent = 0
        _ = stepper.addMarkupAction(for: .valueChanged) { sent += 1 }
        var seen: [Double] = []
        for _ in 0..<5 {
            stepper.userDidIncrement()
            seen.append(model.guests)
        }
        stepper.userDidDecrement()
        seen.append(model.guests)
        // 1 → 3 in four steps of 0.5; the fifth tap, at the maximum, changes nothing and sends nothing.
        #expect(seen == [1.5, 2, 2.5, 3, 3, 2.5])
        #expect(sent == 5)
    }

    @Test func aValueEnteredIsKeptWithinTheRangeAndTapsStepFromIt() throws {
        let model = VolumeModel()
        let (_, _, stepper) = try load(model)
        var sent = 0
        _ = stepper.addMarkupAction(for: .valueChanged) { sent += 1 }
        var seen: [Double] = []
        // Between steps kept, past the range clamped, the same value or no number changes nothing.
        for entered in [1.25, 1.25, 9, .nan, -4] {
            stepper.userDidEnter(entered)
            seen.append(model.guests)
        }
        stepper.userDidEnter(1.25)
        stepper.userDidIncrement()
        seen.append(model.guests)
        #expect(seen == [1.25, 1.25, 3, 3, 1, 1.75])
        #expect(sent == 5)
    }

    @Test(arguments: [
        (#"<UIStepper stepValue="half"/>"#, "Test.xml:1:23: error: invalid value 'half' for property 'stepValue'; expected a number"),
        (#"<UISlider value="half"/>"#, "Test.xml:1:18: error: invalid value 'half' for property 'value'; expected a number"),
        (#"<UISlider minimumValue="low"/>"#, "Test.xml:1:25: error: invalid value 'low' for property 'minimumValue'; expected a number"),
        (#"<UISlider maximumValue="1,5"/>"#, "Test.xml:1:25: error: invalid value '1,5' for property 'maximumValue'; expected a number"),
    ])
    func aValueThatIsNotANumberIsAnError(source: String, message: String) throws {
        let reported = try buildDiagnostics(source)
        #expect(reported == [message])
    }

    @Test func theyHaveTheirOwnSizesAndDrawThemselves() throws {
        let model = VolumeModel()
        model.volume = 5
        let (root, slider, stepper) = try load(model)
        #expect(slider.fittingSize(for: Size(width: 320, height: .infinity)) == Size(width: 160, height: 20))
        #expect(stepper.fittingSize(for: Size(width: 320, height: .infinity)) == Size(width: 96, height: 32))
        root.frame = Rect(x: 0, y: 0, width: 160, height: 60)
        root.layoutIfNeeded()
        #expect(slider.frame == Rect(x: 0, y: 0, width: 160, height: 20))
        #expect(TextRenderer().render(root) == "──────────●─────────\n[ - | + ]\n")
        #expect(SVGRenderer().render(root) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="160" height="60" viewBox="0 0 160 60" font-family="monospace">
              <rect x="0" y="9" width="160" height="2" fill="#999999"/>
              <rect x="0" y="9" width="80" height="2" fill="#007AFF"/>
              <circle cx="80" cy="10" r="9" fill="#FFFFFF"/>
              <rect x="0" y="20" width="160" height="32" rx="4" fill="none" stroke="#007AFF"/>
              <rect x="80" y="20" width="0" height="32" fill="none" stroke="#007AFF"/>
              <text x="40" y="41.95" font-size="17" text-anchor="middle" fill="#007AFF">−</text>
              <text x="120" y="41.95" font-size="17" text-anchor="middle" fill="#007AFF">+</text>
            </svg>

            """)
    }
}
