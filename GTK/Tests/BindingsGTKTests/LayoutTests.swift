import Testing

/// The kit's layout places GTK widgets that GTK measured.
@Suite struct LayoutTests {
    @Test func aPharmacyCellsRowsAreMeasuredByGTKAndPlacedByTheKit() throws {
        let run = try ScenarioRun("layout")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "GtkBox @0,0 400x300",
            "GtkBox @0,0 400x19",
            "GtkLabel \"1. Green Cross Pharmacy\" @0,0 323x19",
            "GtkLabel \"0.16 miles\" @327,2 73x17",
            "GtkLabel \"393 Hanover St\\nBoston MA 02108\" @0,23 400x33",
            "GtkEntry \"hello\" placeholder=\"Search\" @0,60 400x34",
            "GtkButton \"Submit\" @0,98 400x34",
        ])
    }
}
