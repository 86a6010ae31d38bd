#if GTK
import Testing

/// Activity indicators where the pharmacy list shows them while its rows load: beside a title in a
/// baseline-aligned row, in the window's content column, and in a table's background view. Each
/// spinning `GtkSpinner` is listed where it is placed, centred in its kit frame (the theme turns a
/// spinning spinner, and GTK's own allocation then reads 0,0), and the window's picture shows it
/// there; a stopped one is hidden and nothing is drawn in its frame.
@Suite struct ActivityIndicatorWindowTests {
    @Test func aSpinningIndicatorIsDrawnCentredInItsFrameInARowAColumnAndATableBackgroundView() throws {
        let run = try ScenarioRun("activity-indicators")
        #expect(run.errors == "")
        #expect(run.status == 0)
        let spinning = [
            "GtkBox @0,0 376x276",
            "GtkBox @0,0 376x24",
            #"GtkLabel "Pharmacies" @0,5 348x19"#,
            "GtkSpinner spinning @358,2 16x16",
            "GtkSpinner spinning @180,30 16x16",
            "GtkScrolledWindow GtkListBox 0 items @0,52 376x224",
            "  GtkBox @0,0 376x224",
            "  GtkBox @24,24 328x57",
            "  GtkSpinner spinning @180,91 16x16",
            #"  GtkLabel "Loading" @24,117 328x19"#,
            "  GtkBox @24,144 328x56",
            "row: kit frame 368,59 20x20, widget centred in it, drawn there",
            "column: kit frame 12,87 376x20, widget centred in it, drawn there",
            "table background: kit frame 36,199.5 328x20, widget centred in it, drawn there",
        ]
        #expect(run.lines == ["-- spinning"] + spinning + [
            "-- stopped",
            "GtkBox @0,0 376x276",
            "GtkBox @0,0 376x24",
            #"GtkLabel "Pharmacies" @0,5 348x19"#,
            "GtkSpinner stopped hidden @0,0 0x0",
            "GtkSpinner stopped hidden @0,0 0x0",
            "GtkScrolledWindow GtkListBox 0 items @0,52 376x224",
            "  GtkBox @0,0 376x224",
            "  GtkBox @24,24 328x57",
            "  GtkSpinner stopped hidden @0,0 0x0",
            #"  GtkLabel "Loading" @24,117 328x19"#,
            "  GtkBox @24,144 328x56",
            "row: kit frame 368,59 20x20, widget hidden, nothing drawn there",
            "column: kit frame 12,87 376x20, widget hidden, nothing drawn there",
            "table background: kit frame 36,199.5 328x20, widget hidden, nothing drawn there",
            "-- spinning again",
        ] + spinning)
    }
}
#endif
