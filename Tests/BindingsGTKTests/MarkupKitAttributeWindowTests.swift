#if GTK
import Testing

/// MarkupKit's button and accessibility attributes reach the GTK widgets: the displayed title
/// (image symbol, attributed title, a title bound through `titleLabel.text`), its alignment in the
/// button, the accessibility identifier as the widget's name, and custom content placed inside its button.
@Suite struct MarkupKitAttributeWindowTests {
    @Test func buttonsShowTheirContentWhereItsAlignmentsPutIt() throws {
        let run = try ScenarioRun("markupkit-attributes")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "GtkBox @0,0 376x276",
            #"GtkButton "☎ Search" xalign 0 @0,0 376x34"#,
            #"GtkButton "Sale" xalign 1 yalign 1 @0,34 376x60"#,
            #"GtkButton "Centered" @0,94 376x34"#,
            #"GtkButton "" @0,128 376x43"#,
            "GtkBox @4,132 368x35",
            #"GtkPicture "W" 32x32 fill @4,132 368x16"#,
            #"GtkLabel "Hello, World!" @4,148 368x19"#,
            "code:",
            "GtkBox",
            #"GtkButton "☎ Ring" xalign 0"#,
            #"GtkButton "Sale" xalign 1 yalign 1"#,
            #"GtkButton "Centered""#,
            #"GtkButton """#,
            "GtkBox",
            #"GtkPicture "W" 32x32 fill"#,
            #"GtkLabel "Hello, World!""#,
            "name: call",
            // A click on the content's label is a click on the button.
            "picked: GtkLabel in GtkButton",
            // With its pan gesture off, a scroll view undoes the user's scroll; code still scrolls it.
            "user: GtkScrolledWindow offset 0,0 content 376x112 offset 0.0",
            "code: GtkScrolledWindow offset 0,20 content 376x112",
        ])
    }
}
#endif
