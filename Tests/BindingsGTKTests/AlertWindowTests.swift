#if GTK
import Testing

/// Alerts in real message dialogs, modal and transient for the window: the title and message,
/// a button per action in the alert's order (a cancel action first in a row of two, last in a
/// column), destructive and suggested actions marked, a disabled action insensitive until
/// enabled. A real click, Enter (the preferred action) and Escape (the cancel action) choose, and
/// the handler runs once the dialog is gone; text typed in a text field's entry reaches the
/// handler; an alert without a cancel action ignores Escape, an action sheet without one is
/// dismissed by it.
@Suite struct AlertWindowTests {
    @Test func aDialogShowsTheAlertAndClicksEnterAndEscapeChooseWithTheHandlerAfterTheDialogIsGone() throws {
        let run = try ScenarioRun("alerts")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "three choices and a cancel (windows: 2)",
            #"  window 1: "Delete the note?" 252x242 modal transient-for=0 destroy-with-parent"#,
            #"    text: "Delete the note?""#,
            #"    secondary: "It cannot be restored.""#,
            #"    column: GtkButton "Delete" .destructive-action response=0"#,
            #"    column: GtkButton "Archive" .suggested-action response=1 default"#,
            #"    column: GtkButton "Later" insensitive response=2"#,
            #"    column: GtkButton "Keep" response=cancel"#,
            "Later enabled (windows: 2)",
            #"  window 1: "Delete the note?" 252x242 modal transient-for=0 destroy-with-parent"#,
            #"    text: "Delete the note?""#,
            #"    secondary: "It cannot be restored.""#,
            #"    column: GtkButton "Delete" .destructive-action response=0"#,
            #"    column: GtkButton "Archive" .suggested-action response=1 default"#,
            #"    column: GtkButton "Later" response=2"#,
            #"    column: GtkButton "Keep" response=cancel"#,
            "clicked Delete (windows: 1)",
            "  log: Delete chosen, windows: 1",
            "two choices (windows: 2)",
            #"  window 1: "Archive the note?" 200x86 modal transient-for=0 destroy-with-parent"#,
            #"    text: "Archive the note?""#,
            #"    row: GtkButton "Cancel" response=cancel"#,
            #"    row: GtkButton "Archive" .suggested-action response=1 default"#,
            "Escape (windows: 1)",
            "  log: Cancel chosen, windows: 1",
            "presented again, Enter (windows: 1)",
            "  log: Archive chosen, windows: 1",
            "a text field, no cancel action (windows: 2)",
            #"  window 1: "Rename" 228x166 modal transient-for=0 destroy-with-parent"#,
            #"    text: "Rename""#,
            #"    secondary: "A new name for the note.""#,
            #"    field: GtkEntry "" placeholder="Name""#,
            #"    row: GtkButton "Rename" response=0"#,
            "Escape leaves it open (windows: 2)",
            #"  window 1: "Rename" 228x166 modal transient-for=0 destroy-with-parent"#,
            #"    text: "Rename""#,
            #"    secondary: "A new name for the note.""#,
            #"    field: GtkEntry "" placeholder="Name""#,
            #"    row: GtkButton "Rename" response=0"#,
            "typed (windows: 2)",
            #"  window 1: "Rename" 228x166 modal transient-for=0 destroy-with-parent"#,
            #"    text: "Rename""#,
            #"    secondary: "A new name for the note.""#,
            #"    field: GtkEntry "Groceries" placeholder="Name""#,
            #"    row: GtkButton "Rename" response=0"#,
            "clicked Rename (windows: 1)",
            #"  log: Rename chosen with "Groceries", windows: 1"#,
            "an action sheet without a cancel action (windows: 2)",
            #"  window 1: "Sort by" 106x126 modal transient-for=0 destroy-with-parent"#,
            #"    text: "Sort by""#,
            #"    column: GtkButton "Date" response=0"#,
            #"    column: GtkButton "Title" response=1"#,
            "Escape dismisses it (windows: 1)",
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }
}
#endif
