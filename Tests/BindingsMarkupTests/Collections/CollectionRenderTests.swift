import BindingsMarkup
import Testing

extension Collections {
    /// Both pictures show only what is in view: the cells placed for the viewport, clipped to the frame.
    @Suite("Collection view pictures") @MainActor
    struct CollectionRenderTests {
        @Test func theTextPictureShowsTheLinesInViewAndTheSelection() {
            let source = NumberedItems(40)
            let collection = source.makeCollection(height: 60)
            collection.userDidSelectItem(at: TableIndexPath(item: 13, section: 0))
            collection.userDidScroll(to: Point(x: 0, y: 40))
            #expect(TextRenderer().render(collection) == """
                 8         9         10        11
                 12        13      ✓ 14        15
                 16        17        18        19
                """)
            // Past the end, the offset stops where the last line fills the bottom.
            collection.userDidScroll(to: Point(x: 0, y: 1_000))
            #expect(collection.contentOffset == Point(x: 0, y: 140))
            #expect(TextRenderer().render(collection) == """
                 28        29        30        31
                 32        33        34        35
                 36        37        38        39
                """)
        }

        @Test func scrollingHorizontallyShowsTheColumnsInView() {
            let source = NumberedItems(10)
            let collection = source.makeCollection(width: 200, height: 40) { $0.scrollDirection = .horizontal }
            #expect(TextRenderer().render(collection) == """
                 0         2         4
                 1         3         5
                """)
            collection.userDidScroll(to: Point(x: 80, y: 0))
            #expect(collection.indexPathsForVisibleItems.map(\.item) == [2, 3, 4, 5, 6, 7])
            #expect(TextRenderer().render(collection) == """
                 2         4         6
                 3         5         7
                """)
            #expect(collection.maximumContentOffset == Point(x: 200, y: 0))
        }

        @Test func theSVGPictureDrawsTheCellsInViewOnly() {
            let source = NumberedItems(40)
            let collection = source.makeCollection(width: 160, height: 40)
            collection.backgroundColor = .white
            collection.userDidSelectItem(at: TableIndexPath(item: 3, section: 0))
            collection.userDidScroll(to: Point(x: 0, y: 30))
            #expect(SVGRenderer().render(collection) == """
                <svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" font-family="monospace">
                  <rect x="0" y="0" width="160" height="40" fill="#FFFFFF"/>
                  <clipPath id="clip1"><rect x="0" y="0" width="160" height="40"/></clipPath>
                  <g clip-path="url(#clip1)">
                    <text x="8" y="6" font-size="16" fill="#000000">2</text>
                    <rect x="80" y="-10" width="80" height="20" rx="8" fill="#EEEEEE"/>
                    <text x="88" y="6" font-size="16" fill="#000000">3</text>
                    <text x="8" y="26" font-size="16" fill="#000000">4</text>
                    <text x="88" y="26" font-size="16" fill="#000000">5</text>
                    <text x="8" y="46" font-size="16" fill="#000000">6</text>
                    <text x="88" y="46" font-size="16" fill="#000000">7</text>
                  </g>
                </svg>

                """)
        }
    }
}
