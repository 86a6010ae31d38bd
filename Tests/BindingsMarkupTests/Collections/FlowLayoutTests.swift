import BindingsMarkup
import Testing

extension Collections {
    /// Where the flow layout puts items: one row per case, a collection view's size and layout,
    /// the frames of all its items and its content size.
    @Suite("Flow layout") @MainActor
    struct FlowLayoutTests {
        struct Case: Sendable, CustomTestStringConvertible {
            let name: String
            let counts: [Int]
            let size: Size
            let layout: @Sendable @MainActor (CollectionViewFlowLayout) -> Void
            let frames: [String]
            let content: Size

            var testDescription: String { name }
        }

        nonisolated static let cases: [Case] = [
            Case(name: "the room left in a line is shared between the gaps", counts: [6], size: Size(width: 300, height: 100),
                 layout: { $0.set(item: Size(width: 60, height: 20), spacing: 10) },
                 frames: ["{{0, 0}, {60, 20}}", "{{80, 0}, {60, 20}}", "{{160, 0}, {60, 20}}", "{{240, 0}, {60, 20}}",
                          "{{0, 30}, {60, 20}}", "{{80, 30}, {60, 20}}"],
                 content: Size(width: 300, height: 50)),
            Case(name: "section insets and line spacing", counts: [4], size: Size(width: 320, height: 100),
                 layout: {
                     $0.itemSize = Size(width: 80, height: 20)
                     $0.minimumInteritemSpacing = 0
                     $0.minimumLineSpacing = 5
                     $0.sectionInset = EdgeInsets(all: 10)
                 },
                 frames: ["{{10, 10}, {80, 20}}", "{{120, 10}, {80, 20}}", "{{230, 10}, {80, 20}}", "{{10, 35}, {80, 20}}"],
                 content: Size(width: 320, height: 65)),
            Case(name: "a line of one item centres it", counts: [2], size: Size(width: 100, height: 100),
                 layout: { $0.set(item: Size(width: 60, height: 20), spacing: 10) },
                 frames: ["{{20, 0}, {60, 20}}", "{{20, 30}, {60, 20}}"],
                 content: Size(width: 100, height: 50)),
            Case(name: "scrolling horizontally, items fill columns", counts: [7], size: Size(width: 100, height: 60),
                 layout: {
                     $0.scrollDirection = .horizontal
                     $0.set(item: Size(width: 40, height: 20), spacing: 10)
                     $0.minimumInteritemSpacing = 0
                 },
                 frames: ["{{0, 0}, {40, 20}}", "{{0, 20}, {40, 20}}", "{{0, 40}, {40, 20}}",
                          "{{50, 0}, {40, 20}}", "{{50, 20}, {40, 20}}", "{{50, 40}, {40, 20}}", "{{100, 0}, {40, 20}}"],
                 content: Size(width: 140, height: 60)),
            Case(name: "headers and footers take their space, an empty section only theirs", counts: [3, 0, 2],
                 size: Size(width: 240, height: 100),
                 layout: {
                     $0.itemSize = Size(width: 80, height: 20)
                     $0.minimumInteritemSpacing = 0
                     $0.headerReferenceSize = Size(width: 0, height: 20)
                     $0.footerReferenceHeight = 10
                     $0.sectionInsetTop = 5
                 },
                 frames: ["{{0, 25}, {80, 20}}", "{{80, 25}, {80, 20}}", "{{160, 25}, {80, 20}}",
                          "{{0, 110}, {80, 20}}", "{{80, 110}, {80, 20}}"],
                 content: Size(width: 240, height: 140)),
            Case(name: "a line narrower than an item still holds one", counts: [2], size: Size(width: 50, height: 100),
                 layout: { $0.set(item: Size(width: 60, height: 20), spacing: 10) },
                 frames: ["{{0, 0}, {60, 20}}", "{{0, 30}, {60, 20}}"],
                 content: Size(width: 50, height: 50)),
        ]

        @Test(arguments: cases)
        func itemsAreWhereTheLayoutPutsThem(_ row: Case) {
            let source = NumberedItems()
            source.counts = row.counts
            let collection = source.makeCollection(width: row.size.width, height: row.size.height, configure: row.layout)
            let paths = row.counts.indices.flatMap { section in (0..<row.counts[section]).map { TableIndexPath(item: $0, section: section) } }
            #expect(paths.map { collection.frameOfItem(at: $0).map(\.description) ?? "none" } == row.frames)
            #expect(collection.contentSize == row.content)
        }

        /// Measured in a column, the collection view is as tall as its content at the width it is given.
        @Test func aCollectionViewFitsItsContentAtTheProposedWidth() {
            let source = NumberedItems(10)
            let collection = source.makeCollection()
            #expect(collection.sizeThatFits(Size(width: 160, height: .infinity)) == Size(width: 160, height: 100))
            #expect(collection.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 800, height: 20))
            collection.collectionViewLayout.scrollDirection = .horizontal
            #expect(collection.sizeThatFits(Size(width: 100, height: 40)) == Size(width: 400, height: 40))
        }

        /// Points of the content name the item under them; gaps, insets and headers name none.
        @Test func theItemAtAPointIsTheOneWhoseFrameHoldsIt() {
            let source = NumberedItems(3, 4)
            let collection = source.makeCollection(width: 320, height: 100) {
                $0.set(item: Size(width: 60, height: 20), spacing: 10)
                $0.sectionInset = EdgeInsets(all: 10)
                $0.headerReferenceHeight = 15
            }
            // Four a line, 20 points apart: each section's first line 25 points below its start.
            #expect(collection.itemsPerLine == 4)
            let points = [(10.0, 25.0), (69.9, 44.9), (70, 30), (90, 30), (170, 30), (90, 45), (10, 70), (250, 90), (250, 126), (10, 115)]
            #expect(points.map { collection.indexPathForItem(at: Point(x: $0.0, y: $0.1))?.description ?? "-" }
                == ["0.0", "0.0", "-", "0.1", "0.2", "-", "-", "1.3", "-", "-"])
        }

        /// MarkupKit's shorthands change one component and read it back.
        @Test func shorthandKeysSetOneComponent() throws {
            let layout = CollectionView().collectionViewLayout
            try layout.setValue("80", forKey: "itemWidth")
            try layout.setValue(120, forKey: "itemHeight")
            try layout.setValue("12", forKey: "sectionInset")
            try layout.setValue(4, forKey: "sectionInsetLeft")
            try layout.setValue("horizontal", forKey: "scrollDirection")
            try layout.setValue(30, forKey: "headerReferenceHeight")
            try layout.setValue(50, forKey: "estimatedItemWidth")
            #expect(layout.itemSize == Size(width: 80, height: 120))
            #expect(layout.sectionInset == EdgeInsets(top: 12, left: 4, bottom: 12, right: 12))
            #expect(layout.scrollDirection == .horizontal)
            #expect(layout.headerReferenceSize == Size(width: 0, height: 30))
            #expect(layout.estimatedItemSize == Size(width: 50, height: 0))
            #expect(layout.value(forKey: "itemWidth") as? Double == 80)
            #expect(layout.value(forKey: "sectionInsetTop") as? Double == 12)
        }

        /// A change of the layout lays the collection view out again.
        @Test func aLayoutChangeMovesTheCells() {
            let source = NumberedItems(6)
            let collection = source.makeCollection(width: 320, height: 60)
            #expect(collection.visibleCells.map(\.frame.origin.description) == ["{0, 0}", "{80, 0}", "{160, 0}", "{240, 0}", "{0, 20}", "{80, 20}"])
            collection.collectionViewLayout.itemWidth = 160
            #expect(collection.needsLayout)
            collection.layoutIfNeeded()
            #expect(collection.visibleCells.map(\.frame.origin.description) == ["{0, 0}", "{160, 0}", "{0, 20}", "{160, 20}", "{0, 40}", "{160, 40}"])
            #expect(collection.visibleCells.map(\.frame.width) == [160, 160, 160, 160, 160, 160])
        }
    }
}

extension CollectionViewFlowLayout {
    /// Sets the item size and both spacings.
    func set(item: Size, spacing: Double) {
        itemSize = item
        minimumLineSpacing = spacing
        minimumInteritemSpacing = spacing
    }
}
