#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

extension ControlScenarios {
    /// A text view bound both ways to `notes`, focused as the window opens: the user types at the
    /// end, leaves and comes back.
    static func textView(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UITextView width="240" height="64" font="System 14" textContainerInset="4" textContainer.lineFragmentPadding="$padding"
                text="$$notes" \#(ControlRun.editingEvents)/>
            """#, TextView.self)
        try run.code {
            $0.notes = "Ring twice"
            $0.padding = 2
        }
        let editor = try ScenarioWidgets.editor(of: run.control)
        try run.user("user types") { _ in
            let buffer = gtk_text_view_get_buffer(editor.as(GtkTextView.self))
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &end)
            gtk_text_buffer_insert(buffer, &end, ", please", -1)
        }
        run.result("text=\(run.control.text ?? "nil") notes=\(run.owner.notes)")
        // Typing over a selection, as GtkTextView commits text: one user action, two changes.
        try run.user("user types over twice") { _ in
            let buffer = gtk_text_view_get_buffer(editor.as(GtkTextView.self))
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &start, 5)
            gtk_text_buffer_get_iter_at_offset(buffer, &end, 10)
            gtk_text_buffer_select_range(buffer, &start, &end)
            gtk_text_buffer_begin_user_action(buffer)
            gtk_text_buffer_delete_selection(buffer, 1, 1)
            gtk_text_buffer_insert_interactive_at_cursor(buffer, "once", -1, 1)
            gtk_text_buffer_end_user_action(buffer)
        }
        run.result("text=\(run.control.text ?? "nil") notes=\(run.owner.notes)")
        try run.user("user leaves") { gtk_root_set_focus(gtk_widget_get_root($0), nil) }
        run.result("isEditing=\(run.control.isEditing)")
        try run.user("user comes back") { _ in gtk_widget_grab_focus(editor) }
        run.result("isEditing=\(run.control.isEditing)")
        run.close()
    }

    /// A search bar bound both ways to `query`, its placeholder to `hint`: the user types, searches
    /// and cancels.
    static func searchBar(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UISearchBar width="240" placeholder="$hint" searchTextPositionAdjustment="8 0" text="$$query" \#(ControlRun.editingEvents)
                onSearchButtonClicked="SearchButtonClicked" onPrimaryActionTriggered="PrimaryActionTriggered"
                onCancelButtonClicked="CancelButtonClicked"/>
            """#, SearchBar.self)
        try run.code {
            $0.query = "pizza"
            $0.hint = "Find a pizzeria"
        }
        try run.user("user types") { gtk_editable_set_text(OpaquePointer($0), "pasta") }
        run.result("text=\(run.control.text ?? "nil") query=\(run.owner.query)")
        try run.user("user types more") { entry in
            var end = Int32(-1)
            gtk_editable_insert_text(OpaquePointer(entry), "!", -1, &end)
        }
        run.result("text=\(run.control.text ?? "nil") query=\(run.owner.query)")
        // Enter is a key binding of the entry's text, which emits its `activate`; the entry relays it.
        try run.user("user presses Enter") { entry in
            ControlRun.emit("activate", on: UnsafeMutableRawPointer(gtk_editable_get_delegate(OpaquePointer(entry))).assumingMemoryBound(to: GtkWidget.self))
        }
        run.result("text=\(run.control.text ?? "nil") query=\(run.owner.query)")
        // Escape is a key binding of the entry, which emits its `stop-search`.
        try run.user("user presses Escape") { ControlRun.emit("stop-search", on: $0) }
        run.result("text=\(run.control.text ?? "nil") query=\(run.owner.query)")
        run.close()
    }
}
#endif
