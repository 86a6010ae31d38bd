#if GTK
import Testing

/// The kit's layout places GTK widgets that GTK measured.
@Suite struct LayoutTests {
    /// The name takes the row's free width (weight 1) and ellipsizes when the window narrows; the
    /// distance keeps its natural width, on the name's baseline; the address wraps its two lines.
    @Test func aPharmacyCellsRowsAreMeasuredByGTKAndPlacedByTheKitAgainWhenTheWindowResizes() throws {
        let run = try ScenarioRun("layout")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "GtkBox @0,0 400x300",
            "GtkBox @0,0 400x19",
            #"GtkLabel "1. Green Cross Pharmacy" @0,0 323x19"#,
            #"GtkLabel "0.16 miles" @327,2 73x17"#,
            #"GtkLabel "393 Hanover St\nBoston MA 02108" @0,23 400x33"#,
            #"GtkEntry "hello" placeholder="Search" @0,60 400x34"#,
            #"GtkButton "Submit" @0,98 400x34"#,
            "resized",
            "GtkBox @0,0 360x300",
            "GtkBox @0,0 360x19",
            #"GtkLabel "1. Green Cross Pharmacy" @0,0 283x19"#,
            #"GtkLabel "0.16 miles" @287,2 73x17"#,
            #"GtkLabel "393 Hanover St\nBoston MA 02108" @0,23 360x33"#,
            #"GtkEntry "hello" placeholder="Search" @0,60 360x34"#,
            #"GtkButton "Submit" @0,98 360x34"#,
        ])
    }

    /// Spacers, rows, columns, layers and anchor views need no presenter of their own: each is a
    /// plain box, and the host places their subviews where the kit's layout puts them.
    @Test func layoutViewsAreBoxesWhoseSubviewsTheKitPlaces() throws {
        let run = try ScenarioRun("containers")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "GtkBox @0,0 376x276",
            "GtkBox @0,0 376x19",
            #"GtkLabel "Left" @0,0 30x19"#,
            "GtkBox @34,0 297x19",
            #"GtkLabel "Right" @335,0 41x19"#,
            "GtkBox @0,23 376x30",
            "GtkBox @0,23 376x30",
            #"GtkLabel "Over a layer" @0,23 376x30"#,
            "GtkBox @0,57 376x60",
            #"GtkLabel "Corner" @318,94 54x19"#,
            #"GtkButton "Middle" @145,70 86x34"#,
            "GtkBox @0,121 376x10",
        ])
    }

    /// MarkupKit 4's layout elements: each placed by the kit; the page out of view shows nothing.
    @Test func markupKitLayoutElementsArePlacedAndAPageOutOfViewIsHidden() throws {
        let run = try ScenarioRun("markupkit-views")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "GtkBox @0,0 376x276",
            "GtkBox @0,0 376x276",
            "GtkBox @0,0 376x19",
            #"GtkLabel "One" @0,0 184x19"#,
            #"GtkLabel "Two" @192,0 184x19"#,
            "GtkBox @0,23 376x19",
            "GtkBox @0,23 376x19",
            #"GtkLabel "Blurred" @0,23 376x19"#,
            "GtkBox @0,46 376x25",
            #"GtkLabel "Header" @8,50 352x17"#,
            "GtkBox @0,75 376x20",
            #"GtkLabel "Page two" @0,75 376x20"#,
            #"GtkBox linked "●" ["●"] @0,99 376x34"#,
        ])
    }
}
#endif
