#if GTK
import Testing

/// The pharmacy window reading a 30,000-row file a part at a time, as `PharmacyCellsGTK --data`
/// does: the first thousand rows show while the rest is read, the title saying more are coming,
/// the list making its row widgets a screenful per frame; when the rest arrives the rows on screen
/// keep their cells; a search and its clearing then
/// make objects for the list model's items only as GTK holds them, not one per row changed.
@Suite struct PharmacyPartsWindowTests {
    @Test func theFirstPartOfALongFileShowsWhileTheRestIsRead() throws {
        let run = try ScenarioRun("pharmacy-parts", ["30000"])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            // The empty list takes the rows a screenful (16) a frame, so no frame makes 200 row widgets.
            #"first part: title "1,000 pharmacies so far, loading…", 1000 rows shown, loading true, status shown false; "#
                + "8 row widgets made as it landed, 205 once settled",
            "  1. Green Cross Pharmacy | 0.16 miles | 393 Hanover Street / Boston MA 02108 | (617) 227-3728 | (617) 742-0001 | pharmacy@greencross.com",
            "  2. CVS | 0.42 miles | 263 Washington Street / Boston MA 02108 | (617) 742-7035 | (617) 742-0001 | store01@cvs.com",
            #"all read: title "30,000 pharmacies", 30000 rows shown, loading false; 10 of the 10 rows on screen kept their cells"#,
            "  1. Green Cross Pharmacy | 0.16 miles | 393 Hanover Street / Boston MA 02108 | (617) 227-3728 | (617) 742-0001 | pharmacy@greencross.com",
            "  2. CVS | 0.42 miles | 263 Washington Street / Boston MA 02108 | (617) 742-7035 | (617) 742-0001 | store01@cvs.com",
            // Tens of thousands of rows changed twice; the row widgets alive showed the new rows, so
            // GtkListView held the same items and looked up none past them.
            #"searched "walg" and cleared: 30000 rows shown; the list model made 1 more objects for its items, 206 in all"#,
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }
}
#endif
