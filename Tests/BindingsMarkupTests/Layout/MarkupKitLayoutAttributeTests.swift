import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// MarkupKit's layout attributes beyond sizes and weights: `aspectRatio`, a row's `baseline`, a
/// column's `alignToBaseline` and `alignToGrid`. System 16 text is 8 points a character, 20 a line,
/// with its baseline 16 below the top.
@MainActor @Suite(.checksLiveObjects) struct MarkupKitLayoutAttributeTests {
    func laidOut(_ source: String, width: Double) throws -> View {
        let view = try MarkupLoader().template(source: source, file: "Layout.xml").instantiate(owner: MarkupOwner())
        view.layoutToFit(width: width)
        return view
    }

    /// The width comes first (fixed, else proposed), the height follows; a fixed height alone
    /// gives the width.
    @Test func aspectRatioKeepsWidthOverHeight() throws {
        let root = try laidOut("""
            <LMColumnView horizontalAlignment="leading">
                <UIView aspectRatio="2"/>
                <LMRowView verticalAlignment="top">
                    <UIView height="30" aspectRatio="1.5"/>
                    <UIView width="40" aspectRatio="2"/>
                </LMRowView>
            </LMColumnView>
            """, width: 100)
        let row = root.subviews[1]
        #expect(root.subviews[0].frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(row.subviews.map(\.frame) == [Rect(x: 0, y: 0, width: 45, height: 30), Rect(x: 45, y: 0, width: 40, height: 20)])
        #expect(root.frame.size == Size(width: 100, height: 80))
        // A change of ratio lays the tree out again.
        root.subviews[0].aspectRatio = 4
        root.layoutToFit(width: 100)
        #expect(root.subviews[0].frame == Rect(x: 0, y: 0, width: 100, height: 25))
    }

    /// "one two" wraps to two lines in 24 points: its last baseline is 36, its first 16; the 32-point
    /// `x` has its baseline at 32.
    @Test(arguments: [
        ("first", [Rect(x: 0, y: 16, width: 24, height: 40), Rect(x: 24, y: 0, width: 16, height: 40)], 56.0),
        ("last", [Rect(x: 0, y: 0, width: 24, height: 40), Rect(x: 24, y: 4, width: 16, height: 40)], 44.0),
    ])
    func aRowLinesUpTheBaselineItNames(baseline: String, frames: [Rect], height: Double) throws {
        let row = try laidOut("""
            <LMRowView alignToBaseline="true" baseline="\(baseline)" horizontalAlignment="leading">
                <UILabel text="one two" numberOfLines="0" width="24"/>
                <UILabel text="x" font="System 32"/>
            </LMRowView>
            """, width: 100)
        #expect(row.subviews.map(\.frame) == frames)
        #expect(row.frame.height == height)
    }

    /// Each label starts `spacing` below the previous one's last baseline: its descent is not counted.
    @Test(arguments: [
        ("true", [0.0, 20, 56], 86.0),
        ("false", [0.0, 24, 68], 98.0),
    ])
    func aColumnSpacesItsSubviewsByTheirBaselines(aligned: String, tops: [Double], height: Double) throws {
        let column = try laidOut("""
            <LMColumnView alignToBaseline="\(aligned)" spacing="4" horizontalAlignment="leading">
                <UILabel text="abcd"/>
                <UILabel text="efg" font="System 32"/>
                <UILabel text="hijk" font="System 24"/>
            </LMColumnView>
            """, width: 200)
        #expect(column.subviews.map(\.frame.y) == tops)
        #expect(column.frame.height == height)
    }

    /// The rows' n-th subviews are as wide as the widest of them; the heading is left out, and a
    /// weighted subview keeps its weight.
    @Test func aColumnAlignsItsRowsToAGrid() throws {
        let source = """
            <LMColumnView alignToGrid="true" horizontalAlignment="leading">
                <LMRowView spacing="8"><UILabel text="First row"/><UILabel text="One."/></LMRowView>
                <UILabel text="Heading"/>
                <LMRowView spacing="8"><UILabel text="Second"/><UILabel text="Row two."/></LMRowView>
            </LMColumnView>
            """
        let column = try laidOut(source, width: 300)
        let (first, second) = (column.subviews[0], column.subviews[2])
        #expect(first.subviews.map(\.frame) == [Rect(x: 0, y: 0, width: 72, height: 20), Rect(x: 80, y: 0, width: 64, height: 20)])
        #expect(second.subviews.map(\.frame) == [Rect(x: 0, y: 0, width: 72, height: 20), Rect(x: 80, y: 0, width: 64, height: 20)])
        #expect(column.subviews[1].frame == Rect(x: 0, y: 20, width: 56, height: 20))
        #expect(TextRenderer().render(column) == """
            First row One.
            Heading
            Second    Row two.
            """)

        // A longer text widens its grid column in every row; turning the grid off gives each row
        // back its own widths.
        let label = try #require(second.subviews[0] as? Label)
        label.text = "Second row!"
        column.layoutToFit(width: 300)
        #expect(first.subviews.map(\.frame.width) == [88, 64])
        (column as? ColumnView)?.alignToGrid = false
        column.layoutToFit(width: 300)
        #expect(first.subviews.map(\.frame.width) == [72, 32])
        #expect(second.subviews.map(\.frame.width) == [88, 64])
    }

    /// A weighted cell takes the space left after the grid's columns.
    @Test func aWeightedCellInAGridKeepsItsWeight() throws {
        let column = try laidOut("""
            <LMColumnView alignToGrid="true">
                <LMRowView><UILabel text="Name"/><UITextField weight="1"/></LMRowView>
                <LMRowView><UILabel text="Email"/><UITextField weight="1"/></LMRowView>
            </LMColumnView>
            """, width: 200)
        #expect(column.subviews.map { $0.subviews.map(\.frame.width) } == [[40, 160], [40, 160]])
    }
}
