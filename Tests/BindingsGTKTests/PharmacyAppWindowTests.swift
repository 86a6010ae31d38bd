#if GTK
import Testing

/// The pharmacy example as its GTK program runs it, in a real window: the list in a navigation
/// controller under its bar's title and Sort button; an activated row pushes its pharmacy's screen
/// with a back button; a real click on Call asks the desktop to open the `tel:` URL and, refused,
/// shows an alert that Escape closes; Alt+Left goes back; Sort's action sheet, answered by a
/// click, orders the list by name.
@Suite struct PharmacyAppWindowTests {
    @Test func theListOpensAPharmacyWhoseCallAlertsAndSortOrdersTheListInDialogs() throws {
        let run = try ScenarioRun("pharmacy-app")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            #"list"#,
            #"  title: "Pharmacies""#,
            #"  end: GtkButton "By Distance""#,
            #"  1. Green Cross Pharmacy | 0.16 miles | 393 Hanover Street / Boston MA 02108 | (617) 227-3728 | (617) 742-0001 | pharmacy@greencross.com"#,
            #"  2. CVS | 0.42 miles | 263 Washington Street / Boston MA 02108 | (617) 742-7035 | (617) 742-0001 | store01@cvs.com"#,
            #"  3. Walgreens | 0.65 miles | 70 Summer Street / Boston MA 02108 | (617) 265-7488 | (617) 742-0001 | store04@walgreens.com"#,
            #"activated the first row"#,
            #"  title: "Green Cross Pharmacy""#,
            #"  start: GtkButton icon=go-previous-symbolic tooltip="Pharmacies""#,
            #"  GtkBox"#,
            #"  GtkLabel "Green Cross Pharmacy""#,
            #"  GtkLabel "0.16 miles away""#,
            #"  GtkLabel "393 Hanover Street\nBoston MA 02108""#,
            #"  GtkBox"#,
            #"  GtkLabel "Phone""#,
            #"  GtkLabel "(617) 227-3728""#,
            #"  GtkBox"#,
            #"  GtkLabel "Fax""#,
            #"  GtkLabel "(617) 742-0001""#,
            #"  GtkBox"#,
            #"  GtkLabel "Email""#,
            #"  GtkLabel "pharmacy@greencross.com""#,
            #"  GtkBox"#,
            #"  GtkButton "Call""#,
            #"  GtkButton "Email""#,
            #"clicked Call"#,
            #"  text: "Cannot open tel""#,
            #"  secondary: "No application on this computer opens tel:6172273728.""#,
            #"  row: GtkButton "OK" response=cancel"#,
            #"Escape, then Alt+Left: the list"#,
            #"clicked Sort"#,
            #"  text: "Sort by""#,
            #"  column: GtkButton "Distance ✓" response=0"#,
            #"  column: GtkButton "Name" .suggested-action response=1 default"#,
            #"  column: GtkButton "Cancel" response=cancel"#,
            #"chose Name: by name"#,
            #"  1. Allston Apothecary | 4.50 miles | 726 Boylston Street / Brookline MA 02446 | (617) 390-8608 | (617) 390-3009 | rx@allstonapothec.example"#,
            #"  2. Arlington Heights Pharmacy | 5.87 miles | 370 Highland Avenue / Boston MA 02108 | (617) 431-0458 | (617) 431-5580 | rx@arlingtonheigh.example"#,
            #"  3. Back Bay Rx | 1.47 miles | 100 Hanover Street / Jamaica Plain MA 02130 | (617) 917-4770 | (617) 917-9643 | rx@backbayrx.example"#,
            #"asked the desktop to open: ["tel:6172273728"]"#,
            #"after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0"#,
        ])
    }
}
#endif
