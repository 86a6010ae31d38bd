#if GTK
import Testing

/// GNOME's look of any window, in a real one: the content inset by 12 pixels unless the document
/// gives the root margins of its own or the root scrolls; a switch, a spinner and a stepper keep
/// their natural size, centred in a row 80 pixels tall; a label without a line limit wraps, one
/// that asks for one line ellipsizes, one that asks for two wraps to two.
@Suite struct GnomeLookWindowTests {
    @Test func contentIsInsetControlsKeepTheirNaturalSizeAndLabelsWrapAsTheirLineLimitsSay() throws {
        let run = try ScenarioRun("gnome-look")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "no margins: page margins 12,12,12,12, root {376, 276}",
            "the document's margins: page margins 0,0,0,0, root {400, 300}",
            "a scroll view: page margins 0,0,0,0, root {400, 300}",
            #"GtkLabel "A long setting whose explanation takes more than one line in a narrow window" wrap=true lines=-1 ellipsize=none"#,
            "GtkSwitch: natural 48x26, allocated 48x26 at 202,27 in a frame 48x80 at 202,0 of its row",
            "GtkSpinner: natural 16x16, allocated 16x16 at 252,32 in a frame 20x80 at 250,0 of its row",
            "GtkSpinButton: natural 106x34, allocated 106x34 at 270,23 in a frame 106x80 at 270,0 of its row",
            #"GtkLabel "One line only, as the document asks, however long it is in the window" wrap=false lines=-1 ellipsize=end"#,
            #"GtkLabel "Two lines at most" wrap=true lines=2 ellipsize=end"#,
        ])
    }
}
#endif
