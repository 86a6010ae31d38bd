#if GTK
import Testing

/// Presented controllers in real windows: a sheet opens in a modal window transient for the
/// window under it (destroyed with it), sized as the headless window sizes sheets, with its own
/// header bar; a navigation controller presented has its own back button, which Escape uses
/// first. Escape typed once nothing in it goes back, its own Cancel button clicked, Ctrl+W typed
/// and closing its window each dismiss it through the kit; presentations stack, a window over a
/// window, and the root's dismissal closes both; a full-screen controller hides its presenter;
/// closing the window closes the sheet over it. Each gives UIKit's callbacks in UIKit's order, and
/// closing the window frees everything.
@Suite struct PresentationWindowTests {
    @Test func presentingOpensModalWindowsThatTheirButtonsEscapeCtrlWAndClosingDismiss() throws {
        let run = try ScenarioRun("presentation")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "presented a sheet (windows: 2)",
            #"  window 1: "New note" 416x340 modal transient-for=0 destroy-with-parent"#,
            #"    title: "New note""#,
            #"    start: GtkButton "Cancel""#,
            #"    end: GtkButton "Send" .suggested-action"#,
            #"    GtkLabel "compose screen""#,
            "  log: compose.willMove(NavigationController), compose.didMove(NavigationController), compose.viewDidLoad, compose.viewWillAppear, compose.viewDidAppear, presented",
            "pushed in the sheet (windows: 2)",
            #"  window 1: "To" 416x340 modal transient-for=0 destroy-with-parent"#,
            #"    title: "To""#,
            #"    start: GtkButton icon=go-previous-symbolic tooltip="New note""#,
            #"    GtkLabel "recipients screen""#,
            "  log: recipients.willMove(NavigationController), compose.viewWillDisappear, recipients.viewDidLoad, recipients.viewWillAppear, compose.viewDidDisappear, recipients.viewDidAppear, recipients.didMove(NavigationController)",
            "Escape pops the sheet's stack (windows: 2)",
            #"  window 1: "New note" 416x340 modal transient-for=0 destroy-with-parent"#,
            #"    title: "New note""#,
            #"    start: GtkButton "Cancel""#,
            #"    end: GtkButton "Send" .suggested-action"#,
            #"    GtkLabel "compose screen""#,
            "  log: recipients.willMove(nil), recipients.viewWillDisappear, compose.viewWillAppear, recipients.viewDidDisappear, compose.viewDidAppear, recipients.didMove(nil)",
            "Escape again dismisses it (windows: 1)",
            "  log: compose.viewWillDisappear, compose.viewDidDisappear",
            "its Cancel button dismisses it (windows: 1)",
            "  log: compose.viewWillDisappear, compose.viewDidDisappear",
            "Ctrl+W dismisses it (windows: 1)",
            "  log: compose.viewWillDisappear, compose.viewDidDisappear",
            "closing its window dismisses it (windows: 1)",
            "  log: compose.viewWillDisappear, compose.viewDidDisappear",
            "a form sheet over the sheet (windows: 3)",
            #"  window 1: "New note" 416x340 modal transient-for=0 destroy-with-parent"#,
            #"    title: "New note""#,
            #"    start: GtkButton "Cancel""#,
            #"    end: GtkButton "Send" .suggested-action"#,
            #"    GtkLabel "compose screen""#,
            #"  window 2: "Attachment" 392x296 modal transient-for=1 destroy-with-parent"#,
            #"    title: "Attachment""#,
            #"    GtkLabel "attachment screen""#,
            "  log: compose.willMove(NavigationController), compose.didMove(NavigationController), compose.viewDidLoad, compose.viewWillAppear, compose.viewDidAppear, attachment.viewDidLoad, attachment.viewWillAppear, attachment.viewDidAppear",
            "the root dismissed both (windows: 1)",
            "  log: attachment.viewWillDisappear, attachment.viewDidDisappear, compose.viewWillDisappear, compose.viewDidDisappear, dismissed",
            "a full-screen controller hides the notes (windows: 2)",
            #"  window 1: "Cover" 456x376 modal transient-for=0 destroy-with-parent"#,
            #"    title: "Cover""#,
            #"    GtkLabel "cover screen""#,
            "  log: notes.viewWillDisappear, cover.viewDidLoad, cover.viewWillAppear, cover.viewDidAppear, notes.viewDidDisappear",
            "dismissed (windows: 1)",
            "  log: cover.viewWillDisappear, notes.viewWillAppear, notes.viewDidAppear, cover.viewDidDisappear",
            "closed the window with a sheet open (windows: 0)",
            "  log: compose.viewWillDisappear, notes.viewWillDisappear, compose.viewDidDisappear, notes.viewDidDisappear",
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }
}
#endif
