#if GTK
import Testing

/// A table section bound to a view model's array, in a real window: each change of the array
/// reaches GtkListView as its model's `items-changed` at the change's positions, the rows that did
/// not change keep their cells, a change made on another thread arrives the same way, and closing
/// frees everything.
///
/// GTK 4.8's GtkListView binds again the rows after an insertion or removal (their positions
/// changed) though they show the same items: `bound` counts those, and the cells stay the same.
@Suite struct ArrayRowsWindowTests {
    @Test func arrayChangesAreItemsChangedAtTheirPositions() throws {
        let run = try ScenarioRun("array-rows", [])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "shown: Item 1, Item 2, Item 3, Item 4, Item 5",
            "append: items-changed 5 -0 +1; bound +1; other rows kept their cells; rows Item 1, Item 2, Item 3, Item 4, Item 5, Item 6",
            "insert at 0: items-changed 0 -0 +1; bound +7; other rows kept their cells; rows Item 0, Item 1, Item 2, Item 3, Item 4, Item 5, Item 6",
            "remove at 2: items-changed 2 -1 +0; bound +4; other rows kept their cells; rows Item 0, Item 1, Item 3, Item 4, Item 5, Item 6",
            "replace at 1: items-changed 1 -1 +1; bound +5; other rows kept their cells; rows Item 0, Item 1, replaced, Item 3, Item 4, Item 5, Item 6",
            // One batch is one items-changed, from its first changed row to its last; the two rows between stay.
            "remove 0 and 3: items-changed 0 -4 +2; bound +4; other rows kept their cells; rows Item 1, replaced, Item 3, Item 5, Item 6",
            "rename an item: items-changed none; bound +0; other rows kept their cells; rows Item 1, renamed, Item 3, Item 5, Item 6",
            "3 appends on another thread: items-changed 4 -0 +1, 5 -0 +1, 6 -0 +1; bound +3; other rows kept their cells; "
                + "rows Item 1, renamed, Item 3, Item 5, Item 6, Item 7, Item 8, Item 9",
            "row widgets made since shown: 6; cells created: 11",
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }

    /// A filtered and sorted array of dictionaries told apart by `id`: each new array is one
    /// `items-changed` over the rows between the first and the last that changed, in which every
    /// row that stays, moved or not, keeps its row widget and cell.
    @Test func aFilteredAndSortedArrayIsOneItemsChangedKeepingTheRowsThatStay() throws {
        let run = try ScenarioRun("array-rows-difference", [])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "shown: Aachen, Bonn, Celle, Dresden, Essen, Fulda, Gera, Hagen, Jena, Kiel",
            "filter 'e': items-changed 1 -5 +3; 8 of 8 rows that stayed kept their cells; bound +7; rows Aachen, Celle, Dresden, Essen, Gera, Hagen, Jena, Kiel",
            "sort descending: items-changed 0 -8 +8; 8 of 8 rows that stayed kept their cells; bound +8; rows Kiel, Jena, Hagen, Gera, Essen, Dresden, Celle, Aachen",
            "filter 'en': items-changed 0 -7 +4; 5 of 5 rows that stayed kept their cells; bound +5; rows Jena, Hagen, Essen, Dresden, Aachen",
            "clear: items-changed 0 -5 +10; 5 of 5 rows that stayed kept their cells; bound +10; "
                + "rows Aachen, Bonn, Celle, Dresden, Essen, Fulda, Gera, Hagen, Jena, Kiel",
            "row widgets made since shown: 5; cells created: 15",
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }
}
#endif
