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
            "row widgets made since shown: 6, 4 of them with a freed row widget's cell; cells created: 7",
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }

    /// A filtered array of dictionaries told apart by `id`: each new array in the same order is one
    /// `items-changed` over the rows between the first and the last that changed, in which every
    /// row that stays keeps its row widget and cell. A new order (a sort) moves no row widget: each
    /// shows the row now at its place, and GTK, whose items all stay, hears no `items-changed` (its
    /// focus would follow a moved row away from the top, where a sort shows the list).
    @Test func aFilteredArrayIsOneItemsChangedKeepingTheRowsThatStay() throws {
        let run = try ScenarioRun("array-rows-difference", [])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "shown: Aachen, Bonn, Celle, Dresden, Essen, Fulda, Gera, Hagen, Jena, Kiel",
            "filter 'e': items-changed 1 -5 +3; 8 of 8 rows that stayed kept their cells; bound +7; rows Aachen, Celle, Dresden, Essen, Gera, Hagen, Jena, Kiel",
            "filter 'en': items-changed 1 -7 +4; 5 of 5 rows that stayed kept their cells; bound +4; rows Aachen, Dresden, Essen, Hagen, Jena",
            "clear: items-changed 1 -4 +9; 5 of 5 rows that stayed kept their cells; bound +9; "
                + "rows Aachen, Bonn, Celle, Dresden, Essen, Fulda, Gera, Hagen, Jena, Kiel",
            "sort descending: items-changed none; 0 of 10 rows that stayed kept their cells; bound +10; "
                + "rows Kiel, Jena, Hagen, Gera, Fulda, Essen, Dresden, Celle, Bonn, Aachen",
            "row widgets made since shown: 5, 5 of them with a freed row widget's cell; cells created: 10",
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }
}
#endif
