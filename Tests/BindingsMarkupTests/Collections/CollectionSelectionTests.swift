import BindingsMarkup
import Testing

extension Collections {
    @Suite("Collection view selection") @MainActor
    struct CollectionSelectionTests {
        static func path(_ item: Int, _ section: Int = 0) -> TableIndexPath {
            TableIndexPath(item: item, section: section)
        }

        @Test func selectingAnItemDeselectsTheOtherAndTellsTheDelegate() {
            let source = NumberedItems(8)
            let collection = source.makeCollection(height: 40)
            collection.userDidSelectItem(at: Self.path(1))
            collection.userDidSelectItem(at: Self.path(6))
            collection.userDidSelectItem(at: Self.path(6))
            collection.userDidSelectItem(at: Self.path(8))
            #expect(source.events == ["select 0.1", "deselect 0.1", "select 0.6", "select 0.6"])
            #expect(collection.indexPathsForSelectedItems == [Self.path(6)])
            #expect(collection.visibleCells.map(\.isSelected) == [false, false, false, false, false, false, true, false])
        }

        @Test func withMultipleSelectionSelectingAgainDeselects() {
            let source = NumberedItems(8)
            let collection = source.makeCollection(height: 40)
            collection.allowsMultipleSelection = true
            for item in [5, 2, 5, 7] { collection.userDidSelectItem(at: Self.path(item)) }
            #expect(source.events == ["select 0.5", "select 0.2", "deselect 0.5", "select 0.7"])
            #expect(collection.indexPathsForSelectedItems == [Self.path(2), Self.path(7)])
        }

        @Test func withoutSelectionNothingIsSelected() {
            let source = NumberedItems(8)
            let collection = source.makeCollection(height: 40)
            collection.allowsSelection = false
            collection.userDidSelectItem(at: Self.path(1))
            #expect(source.events == [] && collection.indexPathsForSelectedItems == [])
        }

        /// The selection belongs to the item, not the cell: a cell reused for another item shows
        /// that item's state, and the item's new cell shows it selected when it comes back.
        @Test func aReusedCellShowsItsNewItemsSelection() {
            let source = NumberedItems(40)
            let collection = source.makeCollection(height: 20)
            collection.userDidSelectItem(at: Self.path(2))
            collection.selectItem(at: Self.path(13))
            let selectedCell = collection.cellForItem(at: Self.path(2))
            #expect(selectedCell?.isSelected == true)
            collection.contentOffset = Point(x: 0, y: 60)
            collection.layoutIfNeeded()
            #expect(collection.visibleTexts == ["12", "13", "14", "15"])
            #expect(collection.visibleCells.map(\.isSelected) == [false, true, false, false])
            collection.contentOffset = Point(x: 0, y: 0)
            collection.layoutIfNeeded()
            #expect(collection.visibleCells.map(\.isSelected) == [false, false, true, false])
            #expect(source.events == ["select 0.2"])
            collection.deselectItem(at: Self.path(2))
            #expect(collection.indexPathsForSelectedItems == [Self.path(13)])
            #expect(collection.visibleCells.map(\.isSelected) == [false, false, false, false])
        }
    }

    @Suite("Collection view item changes") @MainActor
    struct CollectionItemChangeTests {
        static func path(_ item: Int, _ section: Int = 0) -> TableIndexPath {
            TableIndexPath(item: item, section: section)
        }

        @Test func insertingKeepsTheCellsOfTheOtherItems() {
            let source = NumberedItems(6)
            let collection = source.makeCollection(height: 40)
            let cells = collection.visibleCells
            source.counts = [8]
            collection.performBatchUpdates {
                collection.insertItems(at: [Self.path(0), Self.path(3)])
            }
            collection.layoutIfNeeded()
            let now = collection.visibleCells
            #expect(now.count == 8)
            // The old items 0, 1, 2 are now 1, 2, 4; 3, 4, 5 are 5, 6, 7.
            let moved = [1, 2, 4, 5, 6, 7].map { now[$0] }
            #expect(zip(moved, cells).allSatisfy { $0 === $1 })
            #expect(source.cellRequests == 8)
        }

        @Test func deletingGivesTheCellsBackAndTheSelectionFollows() {
            let source = NumberedItems(8)
            let collection = source.makeCollection(height: 40)
            collection.allowsMultipleSelection = true
            collection.userDidSelectItem(at: Self.path(1))
            collection.userDidSelectItem(at: Self.path(5))
            source.counts = [6]
            collection.deleteItems(at: [Self.path(0), Self.path(1)])
            collection.layoutIfNeeded()
            #expect(collection.indexPathsForSelectedItems == [Self.path(3)])
            #expect(source.ended == [Self.path(0), Self.path(1)])
            #expect(collection.visibleCells.count == 6 && collection.cellsCreated == 8)
            #expect(collection.visibleCells.map(\.isSelected) == [false, false, false, true, false, false])
        }

        @Test func reloadingAsksForThoseItemsOnly() {
            let source = NumberedItems(8)
            let collection = source.makeCollection(height: 40)
            collection.reloadItems(at: [Self.path(2)])
            collection.layoutIfNeeded()
            #expect(source.cellRequests == 9)
            #expect(source.ended == [Self.path(2)])
        }

        @Test func aMovedItemKeepsItsSelection() {
            let source = NumberedItems(8)
            let collection = source.makeCollection(height: 40)
            collection.userDidSelectItem(at: Self.path(0))
            collection.moveItem(at: Self.path(0), to: Self.path(7))
            collection.layoutIfNeeded()
            #expect(collection.indexPathsForSelectedItems == [Self.path(7)])
        }

        /// Counts that do not add up reload everything, as UIKit would refuse them.
        @Test func changesThatDoNotAddUpReload() {
            let source = NumberedItems(8)
            let collection = source.makeCollection(height: 40)
            source.counts = [5]
            collection.insertItems(at: [Self.path(0)])
            #expect(collection.numberOfItems(inSection: 0) == 5)
            collection.layoutIfNeeded()
            #expect(collection.visibleTexts == ["0", "1", "2", "3", "4"])
        }
    }
}
