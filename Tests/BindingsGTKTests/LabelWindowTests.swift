#if GTK
import Testing

/// A label's keys changed in code reach its GtkLabel one at a time: the text alone (the path every
/// reused cell takes), then the font, color and line limit, then the text again under that style.
@Suite struct LabelWindowTests {
    @Test func eachChangedKeyOfALabelReachesItsWidgetAndTheTextAloneKeepsTheStyle() throws {
        let run = try ScenarioRun("label-changes")
        #expect(run.errors == "")
        #expect(run.status == 0)
        let regular = "font-family: sans-serif; font-size: 14px; font-weight: normal; font-style: normal; color: rgba(0, 0, 0, 1);"
        let bold = "font-family: sans-serif; font-size: 18px; font-weight: bold; font-style: normal; color: rgba(0, 0, 0, 1);"
        let red = "font-family: sans-serif; font-size: 18px; font-weight: bold; font-style: normal; color: rgba(255, 0, 0, 1);"
        #expect(run.lines == [
            #"shown: "CVS" {\#(regular)} wrap=false @0,0 160x17"#,
            #"text: "Twenty-four hour pharmacy" {\#(regular)} wrap=false @0,0 160x17"#,
            #"font: "Twenty-four hour pharmacy" {\#(bold)} wrap=false @0,0 160x21"#,
            #"color: "Twenty-four hour pharmacy" {\#(red)} wrap=false @0,0 160x21"#,
            #"lines: "Twenty-four hour pharmacy" {\#(red)} wrap=true @0,0 160x42"#,
            #"text again: "Open late" {\#(red)} wrap=true @0,0 160x21"#,
        ])
    }
}
#endif
