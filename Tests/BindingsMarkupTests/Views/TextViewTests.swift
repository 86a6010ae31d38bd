import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// `UITextView`: the seed's `textContainerInset` and `textContainer.lineFragmentPadding`, text wrapped
/// within them, a two-way binding, the user's edit with `EditingChanged`, layout and both pictures.
@MainActor @Suite(.checksLiveObjects) struct TextViewTests {
    static let source = #"<UITextView text="$$notes" textContainerInset="4" textContainer.lineFragmentPadding="0" font="System 17"/>"#

    @Test func itsTextIsBoundBothWaysAndWrappedWithinItsInsets() throws {
        let model = DeliveryModel()
        model.notes = "Ring twice, then wait"
        let view = try #require(try MarkupLoader().template(source: Self.source, file: "Notes.xml").instantiate(owner: model) as? TextView)
        #expect(view.textContainerInset == EdgeInsets(all: 4))
        #expect(view.textContainer.lineFragmentPadding == 0)
        #expect(view.text == "Ring twice, then wait")
        model.notes = "Leave it by the door"
        #expect(view.text == "Leave it by the door")
        model.notes = "Ring twice, then wait"
        // 96 points less 8 of insets: 10 characters of 8.5 points a line, the widest "then wait", 3 lines.
        #expect(view.fittingSize(for: Size(width: 96, height: .infinity)) == Size(width: 84.5, height: 71.75))
        view.frame = Rect(x: 0, y: 0, width: 96, height: 80)
        #expect(TextRenderer().render(view) == "Ring\ntwice,\nthen wait\n")
        view.userDidEdit("Leave it")
        #expect(model.notes == "Leave it")
        view.editable = false
        view.userDidEdit("ignored")
        #expect(model.notes == "Leave it")
        #expect(SVGRenderer().render(view) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="96" height="80" viewBox="0 0 96 80" font-family="monospace">
              <rect x="0" y="0" width="96" height="80" fill="none" stroke="#999999"/>
              <text x="4" y="21" font-size="17" fill="#000000">Leave it</text>
            </svg>

            """)
    }

    @Test(arguments: [
        (#"<UITextView textContainerInset="wide"/>"#,
         "Test.xml:1:33: error: invalid value 'wide' for property 'textContainerInset'; expected edge insets: one number for all four, "
            + "top left bottom right or {top,left,bottom,right} ('wide' is not a number)"),
        (#"<UITextView textContainerInset="{1, 2, 3}"/>"#,
         "Test.xml:1:33: error: invalid value '{1, 2, 3}' for property 'textContainerInset'; expected edge insets: one number for all four, "
            + "top left bottom right or {top,left,bottom,right} (expected 1 or 4 numbers, found 3)"),
        (#"<UITextView textContainer.lineFragmentPadding="none"/>"#,
         "Test.xml:1:48: error: invalid value 'none' for property 'textContainer.lineFragmentPadding'; expected a number"),
    ])
    func aBadInsetOrPaddingIsAnError(source: String, message: String) throws {
        let reported = try buildDiagnostics(source)
        #expect(reported == [message])
    }

    @Test func theContainersPaddingRelaysTheView() throws {
        let view = TextView()
        view.text = "abcdefghij"
        let wide = view.fittingSize(for: Size(width: 200, height: .infinity))
        view.textContainer.lineFragmentPadding = 20
        #expect(view.fittingSize(for: Size(width: 200, height: .infinity)).width == wide.width + 30)
    }
}
