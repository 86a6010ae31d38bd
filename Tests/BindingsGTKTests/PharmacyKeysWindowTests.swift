#if GTK
import Testing

/// The pharmacy list as a GNOME user drives it, in a real window with real keys and clicks: the
/// list has the focus at once with its first row selected, so Down, End, Home and Page Down select
/// and scroll from the start; Enter opens the selected row, a click the row under the pointer;
/// typing anywhere searches in a search entry, and Escape (there or in the list) clears it, the
/// focus in the list; Tab and Shift+Tab go round the list, the Sort button and the search field;
/// Ctrl+2 and Ctrl+1 sort and show the new order from the top, the Sort button naming it, the
/// first row selected even with the pointer resting over the list, where a click still opens; no
/// match shows a status message; the rows have separators and symbolic icons; the Keyboard
/// Shortcuts window lists Search and the app's sort keys.
@Suite struct PharmacyKeysWindowTests {
    @Test func theListIsDrivenByAGnomeUsersKeys() throws {
        let run = try ScenarioRun("pharmacy-keys")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            #"opened: 57 pharmacies, search "", focus the list, selected 0, offset 0, first row 1. Green Cross Pharmacy"#,
            #"  list: GtkListView separators true, classes ["view", "separators", "bindings-style-3"]"#,
            #"  first row's pictures: ["GtkPicture icon \"call-start-symbolic\" 16x16 fill", "GtkPicture icon \"printer-symbolic\" 16x16 fill", "GtkPicture icon \"mail-unread-symbolic\" 16x16 fill"]"#,
            #"  header bar: title: "Pharmacies", end: GtkButton "By Distance""#,
            #"Down: 57 pharmacies, search "", focus the list, selected 1, offset 0, first row 1. Green Cross Pharmacy"#,
            #"Down: 57 pharmacies, search "", focus the list, selected 2, offset 0, first row 1. Green Cross Pharmacy"#,
            #"End: 57 pharmacies, search "", focus the list, selected 56, offset 6218, first row 52. Roslindale Village Pharmacy"#,
            #"Home: 57 pharmacies, search "", focus the list, selected 0, offset 0, first row 1. Green Cross Pharmacy"#,
            #"Page_Down: 57 pharmacies, search "", focus the list, selected 4, offset 0, first row 1. Green Cross Pharmacy"#,
            #"Page_Down: 57 pharmacies, search "", focus the list, selected 8, offset 466, first row 4. Harbor Apothecary"#,
            #"Return: opened title: "Fenway Family Pharmacy""#,
            #"alt+Left: 57 pharmacies, search "", focus the list, selected 8, offset 466, first row 4. Harbor Apothecary"#,
            #"clicked the middle of the list: opened title: "Charles River Chemists""#,
            #"alt+Left: 57 pharmacies, search "", focus the list, selected 6, offset 466, first row 4. Harbor Apothecary"#,
            #"typed wal: 2 pharmacies, search "wal", focus the search field, selected 0, offset 0, first row 1. Walgreens"#,
            #"Escape: 57 pharmacies, search "", focus the list, selected 0, offset 0, first row 1. Green Cross Pharmacy"#,
            #"Tab: focus the header bar's "By Distance" button"#,
            #"Tab: focus the search field"#,
            #"Tab: focus the list"#,
            #"shift+Tab: focus the search field"#,
            #"shift+Tab: focus the header bar's "By Distance" button"#,
            #"shift+Tab: focus the list"#,
            #"typed cvs, Tab: 1 pharmacy, search "cvs", focus the list, selected 0, offset 0, first row 1. CVS"#,
            #"Escape in the list: 57 pharmacies, search "", focus the list, selected 0, offset 0, first row 1. Green Cross Pharmacy"#,
            #"ctrl+2: 57 pharmacies, search "", focus the list, selected 0, offset 0, first row 1. Allston Apothecary"#,
            #"  header bar: title: "Pharmacies", end: GtkButton "By Name""#,
            #"End, ctrl+1: 57 pharmacies, search "", focus the list, selected 0, offset 0, first row 1. Green Cross Pharmacy"#,
            #"  header bar: title: "Pharmacies", end: GtkButton "By Distance""#,
            // Rows set anew under the still pointer did not select themselves, and a click there opens.
            #"clicked the middle of the list again: opened title: "Walgreens""#,
            #"alt+Left: 57 pharmacies, search "", focus the list, selected 2, offset 0, first row 1. Green Cross Pharmacy"#,
            #"typed zzz: No pharmacies, search "zzz", focus the search field, selected none, offset 0, first row none"#,
            #"  status: "No Pharmacies" / "No results for “zzz”""#,
            #"Escape: 57 pharmacies, search "", focus the list, selected 0, offset 0, first row 1. Green Cross Pharmacy"#,
            #"  status: hidden"#,
            #"ctrl+?:"#,
            #"  section "shortcuts""#,
            #"    group "General""#,
            #"      "Keyboard Shortcuts" <Control>question"#,
            #"      "Close Window" <Control>w"#,
            #"      "Quit" <Control>q"#,
            #"    group "Navigation""#,
            #"      "Back" <Alt>Left"#,
            #"      "Search" <Control>f"#,
            #"    group "Pharmacies""#,
            #"      "Sort by Distance" <Control>1"#,
            #"      "Sort by Name" <Control>2"#,
            #"after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0"#,
        ])
    }

    /// The header's label counts the rows in words, its thousands grouped.
    @Test(arguments: [("1", "1 pharmacy"), ("57", "57 pharmacies"), ("100000", "100,000 pharmacies")])
    func theHeaderCountsThePharmaciesGroupingThousands(rows: String, label: String) throws {
        let run = try ScenarioRun("pharmacy-count", [rows])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == ["  GtkLabel \"\(label)\""])
    }
}
#endif
