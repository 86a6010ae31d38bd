#if GTK
import Testing

/// GtkListView recycles the table's row widgets: activating a row selects it (the data source
/// checks it, and the checkmark shows); scrolling any number of rows keeps as many cells
/// alive as GtkListView's own pool of row widgets (206 at 600 points tall), each bound row is
/// observed once by its cell's binding and no other row at all (unbind lets go of the row), a
/// change made on another thread reaches its row, and closing the window frees every cell, binding,
/// presenter and host.
@Suite struct RecyclingTests {
    @Test func scrollingTenThousandRowsMakesNoMoreCellsThanTheFirstScreens() throws {
        let run = try ScenarioRun("recycling", ["10000"])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "activated: Item 1, ✓ | Item 2, Item 3, ✓ | Item 4",
            "through row 2013: row widgets made 206, alive 206; rows observed = bound, once each",
            "through row 4024: row widgets made 206, alive 206; rows observed = bound, once each",
            "through row 6035: row widgets made 206, alive 206; rows observed = bound, once each",
            "through row 8046: row widgets made 206, alive 206; rows observed = bound, once each",
            "through row 10000: row widgets made 206, alive 206; rows observed = bound, once each",
            "last row: Item 10000, renamed on another thread",
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }

    @Test func jumpingAcrossAMillionRowsKeepsTheSameRowWidgets() throws {
        let run = try ScenarioRun("recycling-million", ["1000000"])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "through row 50103: row widgets made 206, alive 206; rows observed = bound, once each",
            "through row 1000000: row widgets made 206, alive 206; rows observed = bound, once each",
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }
}
#endif
