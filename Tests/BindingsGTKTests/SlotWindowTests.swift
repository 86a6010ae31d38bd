#if GTK
import Testing

/// Views in slots (MarkupKit's view-placing instructions) in real windows, one family per test:
/// each slot's view shows as a widget of its own, where the kit places it, and only in the state
/// its slot shows it in.
@Suite struct SlotWindowTests {
    func run(_ scenario: String) throws -> [String] {
        let run = try ScenarioRun(scenario)
        #expect(run.errors == "")
        #expect(run.status == 0)
        return run.lines
    }

    /// The background fills the cell, under its text; selecting the row shows the selected one
    /// instead, and in a table that allows multiple selection the multiple-selection one.
    @Test func aCellShowsTheBackgroundOfItsSelectionState() throws {
        let rows = { (background: String) in [
            "GtkScrolledWindow GtkListBox 2 items @0,0 360x120",
            "  GtkBox cell @0,0 332x19",
            "  GtkLabel \"\(background)\" @0,0 332x19",
            "  GtkLabel \"Small\" @8,0 308x19",
            "  GtkBox cell @0,0 332x19",
            "  GtkLabel \"Large\" @8,0 308x19",
        ] }
        #expect(try run("slots-cells") == rows("plain") + ["-- selected"] + rows("selected") + ["-- one of many"] + rows("one of many"))
    }

    /// The table's header and footer views are the list's first and last rows; a header view's
    /// background fills it under its label; the table's background view fills the table, under the list.
    @Test func aTableShowsItsHeaderFooterAndBackgroundViews() throws {
        #expect(try run("slots-table") == [
            "GtkScrolledWindow GtkListBox 4 items @0,0 360x200",
            "  GtkLabel \"Top of the list\" @0,0 336x19",
            "  GtkBox @0,0 336x25",
            "  GtkLabel \"header behind\" @0,0 336x25",
            "  GtkLabel \"Sizes\" @8,4 312x17",
            "  GtkBox cell @0,0 332x19",
            "  GtkLabel \"Small\" @8,0 308x19",
            "  GtkLabel \"End of the list\" @0,0 336x19",
            "  GtkLabel \"behind the rows\" @0,0 360x200",
        ])
    }

    /// Not editing, the right view (`unlessEditing`) shows in the entry's right margin; focused,
    /// the left view (`whileEditing`) shows in its left margin instead.
    @Test func aTextFieldShowsItsSideViewsAsItsModesSay() throws {
        #expect(try run("slots-text-field") == [
            "-- not editing: isEditing=false",
            "GtkBox @0,0 336x96",
            "GtkEntry \"a@b.c\" placeholder=\"\" @0,0 320x34",
            "GtkLabel \"@\" @320,8 16x19",
            "GtkEntry \"other\" placeholder=\"\" @0,34 336x34",
            "-- editing: isEditing=true",
            "GtkBox @0,0 336x96",
            "GtkEntry \"a@b.c\" placeholder=\"\" @17,0 319x34",
            "GtkLabel \"To\" @0,8 17x19",
            "GtkEntry \"other\" placeholder=\"\" @0,34 336x34",
        ])
    }

    /// The overlay's label lies over the picture, inside the image view's 4-point margins.
    @Test func anImageShowsItsOverlayContentOverThePicture() throws {
        #expect(try run("slots-image") == [
            "GtkBox @0,0 336x96",
            "GtkPicture \"L\" 192x80 fill @0,0 96x40",
            "GtkLabel \"Sale\" @4,4 88x32",
        ])
    }

    /// The refresh control's spinner shows over the scroll view's top while it refreshes, and
    /// not before or after.
    @Test func aScrollViewShowsItsRefreshControlWhileRefreshing() throws {
        let content = [
            "GtkScrolledWindow offset 0,0 content 360x120 @0,0 360x120",
            "  GtkBox @0,0 360x38",
            "  GtkLabel \"Mail\" @0,0 360x19",
            "  GtkLabel \"News\" @0,19 360x19",
        ]
        #expect(try run("slots-refresh") == content + ["-- refreshing"] + content + ["  GtkSpinner spinning @0,0 360x20", "-- refreshed"] + content)
    }

    /// A collection view's background view fills it under the grid.
    @Test func aCollectionViewShowsItsBackgroundViewUnderItsGrid() throws {
        #expect(try run("slots-collection") == [
            "GtkScrolledWindow GtkGridView 0 items, 6 columns @0,0 360x200",
            "  GtkLabel \"behind the items\" @0,0 360x200",
        ])
    }
}
#endif
