#if GTK
import Testing

/// Collection views in GtkGridView, in real windows.
///
/// The color grid of MarkupKit's example, written in its dialect, shows its items in order at the
/// flow layout's item size in the flow layout's three columns; GTK centres each cell in a third of
/// the width, where the flow layout spreads the first and last to the insets (`frames` shows both).
/// Activating an item selects it: the delegate hears it and the cell shows it. Items deleted and
/// inserted by index reach the grid as its model's `items-changed`: the other items keep their
/// cells (GTK binds those whose positions moved again, so they show their new index) and the
/// selection follows its item. Scrolling sideways, the grid's lines are columns of as many items
/// as fit the height (four of 80 points, 10 apart at least, in 400): GTK centres them in quarters.
///
/// A grid of 10,000 items recycles its item widgets: GtkGridView keeps a run of items bound around
/// its anchor, 30 lines' worth plus a line before and after, of its three columns, and the anchor
/// itself (32 × 3 + 1 = 97 items), and keeps the first item bound too, wherever it has scrolled: 98
/// item widgets, and so 98 cells, however far it scrolls (32 × columns + 2: five columns keep 162).
/// Every bound item is observed once, by its cell's binding, and no other item at all; a change made
/// on another thread reaches its item; closing the window frees everything.
@Suite struct CollectionWindowTests {
    @Test func theColorGridShowsItsItemsInOrderAndSelectionReachesTheDelegate() throws {
        let run = try ScenarioRun("collection-colors")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "GtkScrolledWindow GtkGridView 16 items, 3 columns @0,0 360x400",
            "frames: 25,0 80x80, 139,0 80x80, 253,0 80x80, 25,100 80x80; in the kit: {{8, 0}, {80, 80}}, {{140, 0}, {80, 80}}, {{272, 0}, {80, 80}}, {{8, 100}, {80, 80}}",
            "items: 0 | #ffffff, 1 | #c0c0c0, 2 | #808080, 3 | #000000, 4 | #ff0000, 5 | #800000, 6 | #ffff00, 7 | #808000, 8 | #00ff00, 9 | #008000, 10 | #00ffff, 11 | #008080",
            "delegate: selected 0.4 #ff0000",
            "selected: [0.4]; items: 0 | #ffffff, 1 | #c0c0c0, 2 | #808080, 3 | #000000, ✓ | 4 | #ff0000, 5 | #800000",
            "changed: selected [0.4]; 15 of 15 cells kept; items: 0 | #123456, 1 | #ffffff, 2 | #808080, 3 | #000000, ✓ | 4 | #ff0000, 5 | #800000",
            "scrolled to the end: 6 | #ffff00, 7 | #808000, 8 | #00ff00, 9 | #008000, 10 | #00ffff, 11 | #008080, 12 | #0000ff, 13 | #000080, 14 | #ff00ff, 15 | #800080",
            "GtkScrolledWindow GtkGridView 16 items, 4 rows @0,0 360x400",
            "sideways, items' tops and sizes: 10 80x80, 110 80x80, 210 80x80, 310 80x80, 10 80x80",
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }

    @Test func scrollingTenThousandItemsKeepsNinetyEightItemWidgets() throws {
        let run = try ScenarioRun("collection-recycling", ["10000"])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "GtkScrolledWindow GtkGridView 10000 items, 3 columns",
            "first items: Item 1, Item 2, Item 3, Item 4, Item 5, Item 6",
            "through item 2019: item widgets made 98, alive 98; bound item 1 and 97 items in a row; items observed = bound, once each",
            "through item 4035: item widgets made 98, alive 98; bound item 1 and 97 items in a row; items observed = bound, once each",
            "through item 6051: item widgets made 98, alive 98; bound item 1 and 97 items in a row; items observed = bound, once each",
            "through item 8067: item widgets made 98, alive 98; bound item 1 and 97 items in a row; items observed = bound, once each",
            "through item 10000: item widgets made 98, alive 98; bound item 1 and 97 items in a row; items observed = bound, once each",
            "last item: Item 10000, renamed",
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }

    @Test func moreColumnsKeepThirtyTwoLinesOfThem() throws {
        let run = try ScenarioRun("collection-recycling", ["2000", "540"])
        #expect(run.errors == "")
        #expect(run.lines.prefix(3) == [
            "GtkScrolledWindow GtkGridView 2000 items, 5 columns",
            "first items: Item 1, Item 2, Item 3, Item 4, Item 5, Item 6",
            "through item 400: item widgets made 162, alive 162; bound item 1 and 161 items in a row; items observed = bound, once each",
        ])
    }
}
#endif
