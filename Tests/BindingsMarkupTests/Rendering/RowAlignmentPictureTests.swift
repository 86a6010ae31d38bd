import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// Rows of views of different heights, aligned each way: the text picture puts every view's line
/// on the row where the SVG picture puts it.
@MainActor @Suite(.checksLiveObjects) struct RowAlignmentPictureTests {
    /// A 12-point line above the row, so that the row starts 15 points down, inside a text row.
    static func document(alignment: String) -> String {
        """
        <LMColumnView>
            <UILabel text="Book" font="System 12"/>
            <LMRowView \(alignment)>
                <UILabel text="Label"/>
                <UILabel numberOfLines="0" text="Two&#10;lines"/>
                <UISwitch/>
                <UIStepper/>
                <UIButton title="Go"/>
            </LMRowView>
        </LMColumnView>
        """
    }

    /// Each view's mark in the text picture and the SVG element that shows it.
    static let marks: [(text: String, svg: String)] = [
        ("Label", ">Label</text>"), ("Two", ">Two</text>"), ("lines", ">lines</text>"),
        ("(off)", "fill=\"#999999\""), ("[ - | + ]", "width=\"96\""), ("[ Go ]", ">Go</text>"),
    ]

    static func picture(alignment: String) throws -> View {
        try MarkupLoader().template(source: document(alignment: alignment), file: "Row.xml").instantiate(owner: MarkupOwner())
    }

    /// The text row of each mark: the line it is on.
    static func textRows(_ text: String) -> [Int] {
        let lines = text.components(separatedBy: "\n")
        return marks.map { mark in lines.firstIndex { $0.contains(mark.text) } ?? -1 }
    }

    /// The row the middle of each mark's SVG element falls on, by the renderer's mapping (`y / 20`
    /// rounded down, ``TextRenderer/rowHeight``): a text line's middle is 3/8 of its
    /// font size above its baseline (a line is 5/4 of the size tall, its baseline 1 size down);
    /// a shape's is its rectangle's.
    static func svgRows(_ svg: String) -> [Int] {
        let elements = svg.components(separatedBy: "\n")
        return marks.map { mark in
            guard let element = elements.first(where: { $0.contains(mark.svg) }) else { return -1 }
            func number(_ name: String) -> Double {
                guard let start = element.range(of: " \(name)=\"") else { return .nan }
                return Double(element[start.upperBound...].prefix { $0 != "\"" }) ?? .nan
            }
            let middle = element.contains("<text ") ? number("y") - number("font-size") * 3 / 8 : number("y") + number("height") / 2
            return middle.isFinite ? Int((middle / TextRenderer.rowHeight).rounded(.down)) : -1
        }
    }

    /// Every way a row aligns its subviews, in the kit's attributes and MarkupKit 2's, and the
    /// whole text picture. The row starts 15 points down, so a line whose middle is under 40 points
    /// goes on row 1 and one at 40 or more on row 2: in bottom- and baseline-aligned rows the
    /// labels and the button (middles 41 to 45) go a row below the stepper (31 or 39), and the
    /// switch with them or with the stepper as its middle falls (47 at the bottom, 39 on baselines).
    nonisolated static let alignments: [(alignment: String, picture: String)] = [
        ("verticalAlignment=\"top\"",
         "Book\nLabelTwo  (off)[ - | + ]   [ Go ]\n     lines"),
        ("verticalAlignment=\"center\"",
         "Book\nLabelTwo  (off)[ - | + ]   [ Go ]\n     lines"),
        ("verticalAlignment=\"bottom\"",
         "Book\n     Two       [ - | + ]\nLabellines(off)            [ Go ]"),
        ("verticalAlignment=\"fill\"",
         "Book\nLabelTwo  (off)[ - | + ]   [ Go ]\n     lines"),
        ("alignToBaseline=\"true\"",
         "Book\n          (off)[ - | + ]\nLabelTwo                   [ Go ]\n     lines"),
        ("alignToBaseline=\"true\" baseline=\"last\"",
         "Book\n     Two       [ - | + ]\nLabellines(off)            [ Go ]"),
        ("alignToBaseline=\"true\" verticalAlignment=\"center\"",
         "Book\n          (off)[ - | + ]\nLabelTwo                   [ Go ]\n     lines"),
        ("alignment=\"baseline\"",
         "Book\n          (off)[ - | + ]\nLabelTwo                   [ Go ]\n     lines"),
        ("alignment=\"center\"",
         "Book\nLabelTwo  (off)[ - | + ]   [ Go ]\n     lines"),
    ]

    @Test(arguments: alignments)
    func eachViewIsOnTheRowTheSVGPictureShowsItOn(alignment: String, picture: String) throws {
        let root = try Self.picture(alignment: alignment)
        let text = TextRenderer().render(root, width: 400)
        let svg = SVGRenderer().render(root, width: 400)
        #expect(Self.textRows(text) == Self.svgRows(svg), "\(text)\n\(svg)")
        #expect(!Self.textRows(text).contains(-1) && !Self.svgRows(svg).contains(-1))
        #expect(text == picture)
    }

    @Test func aCentredRowKeepsTheStepperBesideItsLabelAndTheSwitchBesideItsButtons() throws {
        let source = """
        <LMColumnView>
            <UILabel text="Book" font="System 12"/>
            <LMRowView verticalAlignment="center">
                <UILabel text="412 pages"/>
                <UIStepper/>
            </LMRowView>
            <LMRowView verticalAlignment="center">
                <UISwitch/>
                <UIButton title="Save"/>
                <UIButton title="Delete"/>
            </LMRowView>
        </LMColumnView>
        """
        let root = try MarkupLoader().template(source: source, file: "Book.xml").instantiate(owner: MarkupOwner())
        #expect(TextRenderer().render(root, width: 320) == "Book\n412 pages[ - | + ]\n(off)[ Save ][ Delete ]")
    }
}
