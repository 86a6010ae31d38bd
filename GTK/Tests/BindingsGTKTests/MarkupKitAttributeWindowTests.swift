import Testing

/// MarkupKit's button and accessibility attributes reach the GTK widgets: the displayed title
/// (image symbol, attributed title, a title bound through `titleLabel.text`), its alignment in the
/// button, and the accessibility identifier as the widget's name.
@Suite struct MarkupKitAttributeWindowTests {
    @Test func buttonsShowTheirContentWhereItsAlignmentsPutIt() throws {
        let run = try ScenarioRun("markupkit-attributes")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "GtkBox @0,0 400x300",
            #"GtkButton "☎ Search" xalign 0 @0,0 400x34"#,
            #"GtkButton "Sale" xalign 1 yalign 1 @0,34 400x60"#,
            #"GtkButton "Centered" @0,94 400x34"#,
            "code:",
            "GtkBox",
            #"GtkButton "☎ Ring" xalign 0"#,
            #"GtkButton "Sale" xalign 1 yalign 1"#,
            #"GtkButton "Centered""#,
            "name: call",
        ])
    }
}
