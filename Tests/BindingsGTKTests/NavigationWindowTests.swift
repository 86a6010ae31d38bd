#if GTK
import Testing

/// A navigation stack in a real window, as a GNOME app shows one: the header bar shows the top
/// screen's title and bar buttons (an icon with its title as tooltip, a title as label, Done's as
/// the suggested action, insensitive while disabled; an image item's icon when the theme has one,
/// else its title) and follows their changes; an activated row pushes its screen with a back
/// button titled after the list, before the window's own button (`addTitleBarButton`). A real
/// click on the back button, Alt+Left and Escape typed on the keyboard go back, Escape only when no
/// widget takes it (a focused search entry does), and the list under the detail keeps its scroll
/// position and its field's text. A change only the kit's layout sees (a column's spacing) moves
/// the page's widgets. The window's key handler hears the keys no widget used. The
/// stack keeps a page per shown screen and drops a popped screen's page.
@Suite struct NavigationWindowTests {
    @Test func pushingAndGoingBackByButtonAndKeysShowsEachScreenInTheHeaderBarAndKeepsTheListsState() throws {
        let run = try ScenarioRun("navigation")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            #"window: "Fruits" 560x320"#,
            "list, pages 1",
            #"  title: "Fruits""#,
            #"  start: GtkButton "Help""#,
            #"  end: GtkButton icon=list-add-symbolic tooltip="Add""#,
            #"  filter "" in the entry "", offset 0, rows Apple, Apricot, Banana"#,
            "typed, scrolled, clicked Add: added 1",
            #"  filter "an" in the entry "an", offset 180, rows Coconut, Cranberry, Date"#,
            "activated row 5: Cherry, pages 2",
            #"  title: "Cherry""#,
            #"  start: GtkButton icon=go-previous-symbolic tooltip="Fruits""#,
            #"  start: GtkButton "Edit""#,
            #"  start: GtkButton "Help""#,
            #"  end: GtkButton icon=user-trash-symbolic tooltip="Trash""#,
            #"  end: GtkButton "Save" .suggested-action insensitive"#,
            "  GtkBox",
            #"  GtkLabel "Cherry is on the list""#,
            #"  GtkEntry "" placeholder="Note""#,
            #"  GtkSearchEntry "" placeholder="Search""#,
            #"noted, retitled, clicked Save, Trash and Edit: ["save", "trash", "edit"]"#,
            #"  title: "Sour cherry""#,
            #"  start: GtkButton icon=go-previous-symbolic tooltip="Fruits""#,
            #"  start: GtkButton "Edit""#,
            #"  start: GtkButton "Help""#,
            #"  end: GtkButton icon=user-trash-symbolic tooltip="Trash""#,
            #"  end: GtkButton "Save" .suggested-action"#,
            "spacing 40:",
            "  GtkBox @0,0 536x296",
            #"  GtkLabel "Sour cherry is on the list" @0,0 536x19"#,
            #"  GtkEntry "ripe" placeholder="Note" @0,59 536x34"#,
            #"  GtkSearchEntry "" placeholder="Search" @0,133 536x34"#,
            "new right items, clicked Help: helped 1",
            #"  title: "Sour cherry""#,
            #"  start: GtkButton icon=go-previous-symbolic tooltip="Fruits""#,
            #"  start: GtkButton "Edit""#,
            #"  start: GtkButton "Help""#,
            #"  end: GtkButton "Map""#,
            #"  end: GtkButton icon=starred-symbolic tooltip="Star""#,
            "back button: Fruits, pages 1",
            #"  title: "Fruits""#,
            #"  start: GtkButton "Help""#,
            #"  end: GtkButton icon=list-add-symbolic tooltip="Add""#,
            #"  filter "an" in the entry "an", offset 180, rows Coconut, Cranberry, Date"#,
            "pushed Fig, Alt+Left: Fruits, pages 1",
            #"  filter "an" in the entry "an", offset 180, rows Coconut, Cranberry, Date"#,
            "pushed Fig, Escape in the search bar: Fig",
            "Escape elsewhere: Fruits, pages 1",
            "Escape and Alt+Left at the root: Fruits",
            "keys the window's handler heard: Alt_L Left Escape Escape Alt_L Left",
            "pushed Kiwi, back button hidden",
            #"  title: "Kiwi""#,
            #"  start: GtkButton "Edit""#,
            #"  start: GtkButton "Help""#,
            #"  end: GtkButton icon=user-trash-symbolic tooltip="Trash""#,
            #"  end: GtkButton "Save" .suggested-action insensitive"#,
            "new stack: Lime, pages 2",
            #"  title: "Lime""#,
            #"  start: GtkButton icon=go-previous-symbolic tooltip="Back""#,
            #"  start: GtkButton "Edit""#,
            #"  start: GtkButton "Help""#,
            #"  end: GtkButton icon=user-trash-symbolic tooltip="Trash""#,
            #"  end: GtkButton "Save" .suggested-action insensitive"#,
            "popped to the root: Fruits, pages 1",
            #"  title: "Fruits""#,
            #"  start: GtkButton "Help""#,
            #"  end: GtkButton icon=list-add-symbolic tooltip="Add""#,
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }
}
#endif
