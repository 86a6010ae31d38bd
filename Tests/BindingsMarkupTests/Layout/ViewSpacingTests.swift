import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// MarkupKit's per-view spacing: `topSpacing`/`bottomSpacing` in columns, `leadingSpacing`/
/// `trailingSpacing` in rows, added to the stack's own spacing and taken from weighted space.
@MainActor @Suite(.checksLiveObjects) struct ViewSpacingTests {
    @Test func columnsAddTopAndBottomSpacing() throws {
        let source = """
            <LMColumnView spacing="4">
                <UIView height="10"/>
                <UIView height="10" topSpacing="6" bottomSpacing="2"/>
                <UIView weight="1"/>
            </LMColumnView>
            """
        let column = try MarkupLoader().template(source: source, file: "Column.xml").instantiate(owner: MarkupOwner())
        #expect(column.fittingSize(for: Size(width: 100, height: .infinity)).height == 36)
        column.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        column.layoutIfNeeded()
        #expect(column.subviews.map(\.frame.minY) == [0, 20, 36])
        #expect(column.subviews[2].frame.height == 64)
        column.subviews[1].topSpacing = 0
        column.layoutIfNeeded()
        #expect(column.subviews.map(\.frame.minY) == [0, 14, 30])
    }

    @Test func rowsAddLeadingAndTrailingSpacing() throws {
        let source = """
            <LMRowView>
                <UIView width="10" leadingSpacing="5" trailingSpacing="3"/>
                <UIView weight="1"/>
                <UIView width="10" leadingSpacing="2"/>
            </LMRowView>
            """
        let row = try MarkupLoader().template(source: source, file: "Row.xml").instantiate(owner: MarkupOwner())
        row.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        row.layoutIfNeeded()
        #expect(row.subviews.map(\.frame.minX) == [5, 18, 90])
        #expect(row.subviews[1].frame.width == 70)
        #expect(row.subviews[0].spacingAround == EdgeInsets(top: 0, left: 5, bottom: 0, right: 3))
    }
}
