import BindingsMarkup
import Testing

extension Layout {
    @Suite("Self-sizing") @MainActor
    struct SelfSizingTests {
        /// The pharmacy cell's height follows its width: narrower, the address wraps (the one-line labels truncate).
        @Test(arguments: [(320.0, 127.0), (100, 144.5), (60, 162)])
        func pharmacyCellHeightFollowsWidth(width: Double, height: Double) {
            let cell = RenderFixtures.PharmacyCell()
            #expect(cell.root.fittingSize(for: Size(width: width, height: .infinity)) == Size(width: width, height: height))
        }

        @Test func pharmacyCellFramesAt320() {
            let cell = RenderFixtures.PharmacyCell()
            cell.root.layoutToFit(width: 320)
            #expect(cell.root.allViews.map(\.frame) == [
                Rect(x: 0, y: 0, width: 320, height: 127),
                Rect(x: 0, y: 0, width: 320, height: 20),
                Rect(x: 0, y: 0, width: 246, height: 20), Rect(x: 250, y: 2, width: 70, height: 17.5),
                Rect(x: 0, y: 24, width: 320, height: 35),
                Rect(x: 0, y: 63, width: 320, height: 56),
                Rect(x: 0, y: 0, width: 320, height: 16),
                Rect(x: 0, y: 0, width: 16, height: 16), Rect(x: 20, y: 0, width: 300, height: 16),
                Rect(x: 0, y: 20, width: 320, height: 16),
                Rect(x: 0, y: 0, width: 16, height: 16), Rect(x: 20, y: 0, width: 300, height: 16),
                Rect(x: 0, y: 40, width: 320, height: 16),
                Rect(x: 0, y: 0, width: 16, height: 16), Rect(x: 20, y: 0, width: 300, height: 16),
            ])
        }

        /// A cell is a column: its content inside its margins, its height its content's.
        @Test func aCellSizesItselfAroundItsContent() {
            let content = RenderFixtures.PharmacyCell()
            let cell = TableViewCell()
            cell.addSubview(content.root)
            #expect(cell.fittingSize(for: Size(width: 320, height: .infinity)) == Size(width: 320, height: 127))
            content.addressLabel.text = "1 Court St\nSuite 200\nBoston MA 02108"
            #expect(cell.fittingSize(for: Size(width: 320, height: .infinity)) == Size(width: 320, height: 144.5))
            cell.layoutToFit(width: 320)
            #expect(content.root.frame == Rect(x: 8, y: 0, width: 296, height: 144.5))
        }
    }
}
