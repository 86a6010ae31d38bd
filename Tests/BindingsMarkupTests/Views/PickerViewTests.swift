import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// An order whose size a picker edits.
final class SizeModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var size: String? = "M"
}

/// `LMPickerView`: rows and components from markup, the seed's `value(forComponent:)`,
/// `setValue(_:forComponent:animated:)` and `component(withName:)`, a two-way binding on `value`,
/// the user's selection with `ValueChanged`, layout and both pictures.
@MainActor @Suite(.checksLiveObjects) struct PickerViewTests {
    @Test func theSeedsPickerAnswersAsItsSwiftLinesUseIt() throws {
        let picker = try #require(try fixtureLoader().view(named: "SizePicker", owner: MarkupOwner()) as? PickerView)
        let sizes = try #require(picker.component(withName: "sizes"))
        #expect(sizes == 0)
        #expect(picker.component(withName: "colors") == nil)
        #expect(picker.numberOfComponents == 1)
        #expect(picker.numberOfRows(inComponent: sizes) == 4)
        #expect((0..<4).map { picker.title(forRow: $0, forComponent: sizes) } == ["Small", "Medium", "Large", "Extra-Large"])
        #expect(picker.value(forComponent: sizes) == "S")
        picker.setValue("L", forComponent: sizes, animated: true)
        #expect(picker.selectedRow(inComponent: sizes) == 2)
        #expect(picker.value(forComponent: sizes) == "L")
        picker.setValue("XXL", forComponent: sizes, animated: false)
        #expect(picker.selectedRow(inComponent: sizes) == -1)
        #expect(picker.value(forComponent: sizes) == nil)
    }

    static let source = """
        <LMPickerView value="$$size">
            <?componentName sizes?>
            <row title="Small" value="S"/>
            <row title="Medium" value="M"/>
            <row title="Large" value="L"/>
            <?componentSeparator?>
            <?componentName crust?>
            <row title="Thin"/>
            <row title="Deep"/>
        </LMPickerView>
        """

    func load(_ model: SizeModel) throws -> PickerView {
        let template = try MarkupLoader().template(source: Self.source, file: "Picker.xml")
        let picker = try #require(try template.instantiate(owner: model) as? PickerView)
        picker.frame = Rect(origin: .zero, size: picker.fittingSize(for: Size(width: 400, height: 400)))
        return picker
    }

    @Test func itsValueIsBoundBothWaysAndTheUserSelects() throws {
        let model = SizeModel()
        let picker = try load(model)
        #expect(picker.components.map(\.name) == ["sizes", "crust"])
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(picker.value(forComponent: 1) == "Thin")
        model.size = "L"
        #expect(picker.selectedRow(inComponent: 0) == 2)
        picker.userDidSelectRow(0, inComponent: 0)
        #expect(model.size == "S")
        picker.userDidSelectRow(1, inComponent: 1)
        #expect(picker.value(forComponent: 1) == "Deep")
        #expect(model.size == "S")
    }

    @Test func itIsLaidOutAndDrawnAroundItsSelection() throws {
        let model = SizeModel()
        let picker = try load(model)
        // Sizes: "Medium" + 4 = 10 characters of 8 points; crust: "Thin" + 4 = 8; 216 points tall.
        #expect(picker.frame == Rect(x: 0, y: 0, width: 144, height: 216))
        picker.frame = Rect(x: 0, y: 0, width: 153, height: 100)
        #expect(TextRenderer().render(picker) == "\n   Small\n [Medium]  [Thin]\n   Large    Deep\n")
        #expect(SVGRenderer().render(picker) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="153" height="100" viewBox="0 0 153 100" font-family="monospace">
              <rect x="0" y="40" width="153" height="20" rx="4" fill="#EDEDED"/>
              <text x="40" y="36" font-size="16" text-anchor="middle" fill="#999999">Small</text>
              <text x="40" y="56" font-size="16" text-anchor="middle" fill="#000000">Medium</text>
              <text x="40" y="76" font-size="16" text-anchor="middle" fill="#999999">Large</text>
              <text x="112" y="56" font-size="16" text-anchor="middle" fill="#000000">Thin</text>
              <text x="112" y="76" font-size="16" text-anchor="middle" fill="#999999">Deep</text>
            </svg>

            """)
    }
}
