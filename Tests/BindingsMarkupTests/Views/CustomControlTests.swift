import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// An app's own control, written in one file against the kit's protocols: it counts taps and shows
/// `‹title: count›`, lays its markup children out in a row after that, and sends `Tap` actions.
final class Tally: RowView, TextDrawing, SVGDrawing, MarkupContainer, MarkupActionSending {
    @Observed var title: String? = nil
    @Observed var count = 0
    /// The children markup gave it, in order.
    private(set) var markupChildren: [View] = []
    private var tapHandlers: [@MainActor () -> Void] = []

    required init() {
        super.init()
        // Room for the drawn tally before the children.
        layoutMarginLeft = 96
    }

    func addMarkupChild(_ child: View) {
        markupChildren.append(child)
        addSubview(child)
    }

    static let markupEvents = [ControlEvent("Tap")]

    func addMarkupAction(for event: ControlEvent, _ handler: @escaping @MainActor () -> Void) -> Bool {
        guard event == ControlEvent("Tap") else { return false }
        tapHandlers.append(handler)
        return true
    }

    /// Stands for a tap.
    func tap() {
        count += 1
        for handler in tapHandlers { handler() }
    }

    func draw(in canvas: inout TextCanvas) {
        canvas.write("‹\(title ?? ""): \(count)›")
    }

    func draw(in canvas: inout SVGCanvas) {
        canvas.rectangle(canvas.frame, stroke: .blue, cornerRadius: 2)
        canvas.text("\(title ?? ""): \(count)", x: canvas.frame.minX + 4, baseline: canvas.frame.minY + 15,
                    font: .system(size: 12), color: .blue)
    }
}

/// A control registered by an app draws itself in both renderers, takes children and sends actions
/// from markup, with nothing in the kit knowing its type.
@MainActor @Suite(.checksLiveObjects) struct CustomControlTests {
    static let source = #"<Tally title="Saves" onTap="save"><Label text="one"/><Label text="two"/></Tally>"#

    func loaded(_ source: String = source, owner: MarkupOwner) throws -> Tally {
        let loader = MarkupLoader()
        loader.elementTypes.register(Tally.self, as: "Tally")
        let tally = try #require(try loader.template(source: source, file: "Tally.xml").instantiate(owner: owner) as? Tally)
        tally.frame = Rect(x: 0, y: 0, width: 200, height: 24)
        tally.layoutIfNeeded()
        return tally
    }

    @Test func itTakesItsChildrenAndSendsItsActionToTheOwner() throws {
        let owner = MarkupOwner()
        let tally = try loaded(owner: owner)
        #expect(tally.markupChildren.map { ($0 as? Label)?.text } == ["one", "two"])
        tally.tap()
        tally.tap()
        #expect(owner.saved == ["Tally", "Tally"])
    }

    @Test func itDrawsItselfBesideItsChildren() throws {
        let tally = try loaded(owner: MarkupOwner())
        tally.tap()
        // Two rows: the 24-point frame reaches into the second, which is empty.
        #expect(TextRenderer().render(tally) == "‹Saves: 1›  onetwo\n")
        #expect(SVGRenderer().render(tally) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="24" viewBox="0 0 200 24" font-family="monospace">
              <rect x="0" y="0" width="200" height="24" rx="2" fill="none" stroke="#0000FF"/>
              <text x="4" y="15" font-size="12" fill="#0000FF">Saves: 1</text>
              <text x="96" y="16" font-size="16" fill="#000000">one</text>
              <text x="120" y="16" font-size="16" fill="#000000">two</text>
            </svg>

            """)
    }

    @Test func anEventItDoesNotSendIsReported() throws {
        #expect(throws: MarkupDiagnostics([MarkupDiagnostic(file: "Tally.xml", line: 1, column: 17,
                                                            kind: .compiling(.unknownProperty(name: "onPress", type: "Tally", suggestion: nil)))])) {
            _ = try loaded(#"<Tally onPress="save"/>"#, owner: MarkupOwner())
        }
    }
}
