#if GTK
@_spi(Testing) import BindingsGTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Reaching the real widgets of a window, as a user's input reaches them.
@MainActor
enum ScenarioWidgets {
    /// The GTK widget showing `view`.
    static func widget(of view: View) throws -> WidgetPointer {
        guard let widget = (view.presenter as? WidgetPresenter)?.widget else { throw ScenarioError("\(Swift.type(of: view)) is not shown") }
        return widget
    }

    /// The scrolled window showing `view`'s content.
    static func scrolledWindow(of view: View) throws -> WidgetPointer {
        guard let widget = (view.presenter as? WidgetPresenter)?.scrollingWidget else { throw ScenarioError("\(Swift.type(of: view)) is not shown") }
        return widget
    }

    /// The vertical adjustment of the scrolled window showing `view`, a table or a collection view.
    static func adjustment(of view: View) throws -> UnsafeMutablePointer<GtkAdjustment> {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(try scrolledWindow(of: view).opaque) else {
            throw ScenarioError("\(Swift.type(of: view)) has no scroll bar")
        }
        return adjustment
    }

    /// Scrolls `view` (a table or a collection view) to `offset` pixels (clamped as a user's
    /// scrolling is) and waits for the frame.
    static func scroll(_ view: View, to offset: Double, in window: Window) throws -> Double {
        let adjustment = try adjustment(of: view)
        gtk_adjustment_set_value(adjustment, offset)
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        return gtk_adjustment_get_value(adjustment)
    }

    /// The list or grid widget inside the scrolled window showing `view`, a table or a collection view.
    static func listWidget(of view: View) throws -> WidgetPointer {
        guard let list = gtk_scrolled_window_get_child(try scrolledWindow(of: view).opaque) else {
            throw ScenarioError("\(Swift.type(of: view)) shows no list")
        }
        return list
    }

    /// The list box row showing the static table's row at `indexPath`.
    static func listRow(of indexPath: TableIndexPath, in table: TableView) throws -> WidgetPointer {
        guard let cell = table.cellForRow(at: indexPath) else { throw ScenarioError("row \(indexPath) has no cell") }
        var ancestor = gtk_widget_get_parent(try widget(of: cell))
        while let widget = ancestor, typeName(of: widget) != "GtkListBoxRow" { ancestor = gtk_widget_get_parent(widget) }
        guard let row = ancestor else { throw ScenarioError("row \(indexPath) is not in a list box") }
        return row
    }

    /// The GtkTextView showing `view`, a text view, inside its framed scrolled window.
    static func editor(of view: TextView) throws -> WidgetPointer {
        guard let editor = gtk_scrolled_window_get_child(try scrolledWindow(of: view).opaque) else { throw ScenarioError("the text view is not shown") }
        return editor
    }

    /// The highest offset `view` (a table or a collection view) scrolls to.
    static func maximumOffset(of view: View) throws -> Double {
        let adjustment = try adjustment(of: view)
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }

    /// Types `text` into the entry showing `view`, replacing its text, as the user's typing does.
    static func type(_ text: String, into view: View) throws {
        gtk_editable_set_text(try widget(of: view).opaque, text)
    }

    /// The text of an editable widget (an entry).
    static func text(of widget: WidgetPointer) -> String {
        gtk_editable_get_text(widget.opaque).map { String(cString: $0) } ?? ""
    }

    /// What each row the table shows in its viewport shows, one line per row: a checkmark, label
    /// texts, `[entry text]` and `(button title)`, joined by ` | `; empty labels left out.
    static func rows(of table: TableView, in window: Window) throws -> [String] {
        window.rowDescriptions(of: table).map(shown)
    }

    /// What each item the collection view shows in its viewport shows, as ``rows(of:in:)`` writes rows.
    static func items(of collectionView: CollectionView, in window: Window) -> [String] {
        window.itemDescriptions(of: collectionView).map(shown)
    }

    /// The texts of one row's or item's widgets, joined by ` | `.
    private static func shown(_ widgets: [String]) -> String {
        widgets.compactMap { line -> String? in
            let state = line.trimmingCharacters(in: .whitespaces)
            if state.hasPrefix("GtkBox cell") || state.hasPrefix("GtkBox collection cell") { return state.hasSuffix("✓") ? "✓" : nil }
            if state.hasPrefix("GtkLabel ") { return unquoted(String(state.dropFirst("GtkLabel ".count))).flatMap { $0.isEmpty ? nil : $0 } }
            if state.hasPrefix("GtkEntry "), let text = state.dropFirst("GtkEntry ".count).split(separator: " placeholder=").first {
                return "[" + (unquoted(String(text)) ?? "") + "]"
            }
            if state.hasPrefix("GtkButton ") { return "(" + (unquoted(String(state.dropFirst("GtkButton ".count))) ?? "") + ")" }
            if state.hasPrefix("GtkTextView "), let text = state.dropFirst("GtkTextView ".count).split(separator: " margins ").first {
                return "[" + (unquoted(String(text)) ?? "") + "]"
            }
            if state.hasPrefix("GtkBox [GtkSpinButton time "), let text = state.dropFirst("GtkBox [GtkSpinButton time ".count).split(separator: " step ").first {
                return unquoted(String(text))
            }
            if state.hasPrefix("GtkBox [GtkSpinButton ") {
                // A time picker: its spin buttons' values, as `18:30`.
                let values = state.split(separator: "GtkSpinButton ").dropFirst().compactMap { $0.split(separator: " ").first }
                return values.map { $0.count < 2 ? "0" + $0 : String($0) }.joined(separator: ":")
            }
            return nil
        }.joined(separator: " | ")
    }

    private static func unquoted(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return nil }
        return String(literal.dropFirst().dropLast()).replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
    }
}
#endif
