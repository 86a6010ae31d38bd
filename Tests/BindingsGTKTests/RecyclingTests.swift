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

    /// Rows set anew (a filter, a sort) show in the 200-odd row widgets GtkListView keeps, none
    /// made or freed; those out of sight keep what they showed until their turn comes, after the
    /// frame that shows the rows on screen. Rows scrolled into the list are bound at once.
    @Test func aChangeToEveryRowShowsTheRowsOnScreenInItsFirstFrameAndBindsTheRestAfterIt() throws {
        let run = try ScenarioRun("deferred-binds", [])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "shown: Row 1, Row 2, Row 3, … (23 on screen); 205 of 205 row widgets show their rows",
            // A new order keeps every row widget in place: each shows the row now at its place, those
            // out of sight after the frame.
            "reversed, first frame: Row 3000, Row 2999, Row 2998, … (23 on screen); GTK bound 205 row widgets, "
                + "23 of them waited until the layout put them in sight, 182 wait",
            "  then: 182 bound after the frame; 205 of 205 row widgets show their rows",
            "rows with a 7, first frame: Row 7, Row 17, Row 27, … (23 on screen); GTK bound 205 row widgets, "
                + "23 of them waited until the layout put them in sight, 182 wait",
            "  then: 182 bound after the frame; 205 of 205 row widgets show their rows",
            // Rows set anew show from the top, in the row widgets alive, as many rows now coming in
            // above those that stay.
            "all again, first frame: Row 1, Row 2, Row 3, … (23 on screen); GTK bound 216 row widgets, "
                + "37 of them waited until the layout put them in sight, 161 wait",
            "  then: 161 bound after the frame; 205 of 205 row widgets show their rows",
            "reversed again, first frame: Row 3000, Row 2999, Row 2998, … (23 on screen); GTK bound 205 row widgets, "
                + "44 of them waited until the layout put them in sight, 161 wait",
            "  then: 161 bound after the frame; 205 of 205 row widgets show their rows",
            "scrolled: Row 2773, Row 2772, Row 2771, … (23 on screen); GTK bound 205 row widgets, 0 waited; 206 of 206 row widgets show their rows",
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
