import Bindings
@_spi(Testing) import BindingsMarkup
import Testing

extension Collections {
    @Suite("Collection view reuse") @MainActor
    struct CollectionReuseTests {
        /// Scrolling through 10,000 items creates only as many cells as are ever in view at once:
        /// four a line, and one line more than the viewport holds while it is between lines.
        @Test(arguments: [(100.0, 30.0), (100, 7), (60, 45), (400, 390)])
        func scrollingTenThousandItemsCreatesAScreenOfCells(viewport: Double, step: Double) {
            let source = NumberedItems(10_000)
            let collection = source.makeCollection(height: viewport)
            var mostInView = 0
            var offset = 0.0
            while offset < 50_000 {
                collection.contentOffset = Point(x: 0, y: offset)
                collection.layoutIfNeeded()
                mostInView = max(mostInView, collection.subviews.count)
                offset += step
            }
            let screenful = (Int((viewport / 20).rounded(.up)) + 1) * 4
            #expect(collection.cellsCreated == screenful)
            #expect(mostInView == screenful)
            #expect(collection.contentSize == Size(width: 320, height: 50_000))
            #expect(collection.visibleTexts.last == "9999")
        }

        @Test func scrolledOutCellsAreReusedAfterPrepareForReuse() throws {
            let source = NumberedItems(40)
            let collection = source.makeCollection(height: 40)
            #expect(collection.visibleTexts == ["0", "1", "2", "3", "4", "5", "6", "7"])
            let first = try #require(collection.visibleCells.first as? NumberCell)
            first.isHighlighted = true
            collection.userDidScroll(to: Point(x: 0, y: 30))
            collection.layoutIfNeeded()
            #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(4...15))
            #expect(collection.visibleTexts == (4...15).map(String.init))
            #expect(collection.visibleCells.map(\.frame.minY) == [-10, -10, -10, -10, 10, 10, 10, 10, 30, 30, 30, 30])
            #expect(collection.cellsCreated == 12)
            #expect(first.reuseCount == 1 && !first.isHighlighted && first.superview === collection)
            #expect(source.ended == (0...3).map { TableIndexPath(item: $0, section: 0) })
            #expect(collection.queuedCellCount(forIdentifier: "number") == 0)
        }

        @Test func dequeueWithoutRegistrationIsNil() {
            let collection = CollectionView()
            let path = TableIndexPath(item: 0, section: 0)
            #expect(collection.dequeueReusableCell(withReuseIdentifier: "none", for: path) == nil)
            collection.register(forCellWithReuseIdentifier: "made") { NumberCell() }
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "made", for: path)
            #expect(cell is NumberCell && cell?.reuseIdentifier == "made" && collection.cellsCreated == 1)
            #expect(collection.registeredCellIdentifiers == ["made"])
        }

        @Test func reloadingReturnsCellsInViewToTheQueue() {
            let source = NumberedItems(10)
            let collection = source.makeCollection(height: 20)
            source.counts = [6]
            collection.reloadData()
            #expect(collection.needsLayout)
            collection.layoutIfNeeded()
            #expect(collection.cellsCreated == 4)
            #expect(source.cellRequests == 8)
            #expect(collection.numberOfItems(inSection: 0) == 6)
            #expect(collection.visibleTexts == ["0", "1", "2", "3"])
        }

        @Test func sectionsFollowEachOtherAndPathsCountInEach() {
            let source = NumberedItems(3, 2)
            let collection = source.makeCollection(height: 60)
            #expect(collection.visibleTexts == ["0.0", "0.1", "0.2", "1.0", "1.1"])
            #expect(collection.visibleCells.map(\.frame.origin.description) == ["{0, 0}", "{80, 0}", "{160, 0}", "{0, 20}", "{80, 20}"])
            #expect(collection.numberOfItemsInAllSections == 5)
            #expect(collection.indexPath(forItemAt: 3) == TableIndexPath(item: 0, section: 1))
            #expect(collection.indexPath(forItemAt: 5) == nil)
        }

        /// A cell's bindings follow the item it is given: scrolled out, it lets go of the item, so
        /// that every item is observed only while a cell shows it, by that cell's one binding.
        @Test func aReusedCellsBindingsFollowItsItemAndLeaveTheLastOne() throws {
            let source = TitledItems(count: 200)
            let collection = CollectionView()
            collection.collectionViewLayout.itemSize = Size(width: 80, height: 20)
            collection.collectionViewLayout.minimumInteritemSpacing = 0
            collection.collectionViewLayout.minimumLineSpacing = 0
            try collection.register(cellDocument: "TitleCell", forCellWithReuseIdentifier: "title", loader: fixtureLoader())
            collection.dataSource = source
            collection.frame = Rect(x: 0, y: 0, width: 320, height: 40)
            for offset in stride(from: 0.0, through: 980, by: 15) {
                collection.contentOffset = Point(x: 0, y: offset)
                collection.layoutIfNeeded()
                let shown = Set(collection.indexPathsForVisibleItems.map(\.item))
                let observed = source.items.indices.filter { source.items[$0].observerCount(forKey: "title") > 0 }
                #expect(Set(observed) == shown)
                #expect(observed.allSatisfy { source.items[$0].observerCount(forKey: "title") == 1 })
            }
            #expect(collection.cellsCreated == 12)
            source.items[197].title = "renamed"
            let labels = collection.visibleCells.compactMap { ($0.contentView as? Label)?.text }
            #expect(labels == ["Title 192", "Title 193", "Title 194", "Title 195", "Title 196", "renamed", "Title 198", "Title 199"])
        }
    }
}

/// An item a cell binds to.
final class TitledItem: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its one property is @Observed (lock-protected).
    @Observed var title: String

    init(title: String) {
        self.title = title
    }
}

/// A data source of titled items shown by content cells built from a document.
@MainActor
final class TitledItems: CollectionViewDataSource {
    let items: [TitledItem]

    init(count: Int) {
        items = (0..<count).map { TitledItem(title: "Title \($0)") }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? CollectionViewContentCell
            ?? CollectionViewContentCell()
        cell.content = items[indexPath.item]
        return cell
    }
}
