@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk

/// Reaching the real widgets of a window, as a user's input reaches them.
@MainActor
enum ScenarioWidgets {
    /// The GTK widget showing `view`.
    static func widget(of view: View) throws -> WidgetPointer {
        guard let widget = (view.presenter as? WidgetPresenter)?.widget else { throw ScenarioError("\(Swift.type(of: view)) is not shown") }
        return widget
    }

    /// The vertical adjustment of the scrolled window showing `table`.
    static func adjustment(of table: TableView) throws -> UnsafeMutablePointer<GtkAdjustment> {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(try widget(of: table).opaque) else {
            throw ScenarioError("the table has no scroll bar")
        }
        return adjustment
    }

    /// Scrolls `table` to `offset` pixels (clamped as a user's scrolling is) and waits for the frame.
    static func scroll(_ table: TableView, to offset: Double, in window: Window) throws -> Double {
        let adjustment = try adjustment(of: table)
        gtk_adjustment_set_value(adjustment, offset)
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        return gtk_adjustment_get_value(adjustment)
    }

    /// The highest offset `table` scrolls to.
    static func maximumOffset(of table: TableView) throws -> Double {
        let adjustment = try adjustment(of: table)
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }

    /// Types `text` into the entry showing `view`, replacing its text, as the user's typing does.
    static func type(_ text: String, into view: View) throws {
        gtk_editable_set_text(try widget(of: view).opaque, text)
    }

    /// The texts of the labels the table shows in its viewport, one line per row: the cell's
    /// labels joined by ` | `, empty ones left out.
    static func rows(of table: TableView, in window: Window) throws -> [String] {
        guard let presenter = window.widgets.first(where: { $0.view === table }) else { throw ScenarioError("the table is not shown") }
        var rows: [String] = []
        for line in presenter.describe(frames: false).dropFirst() {
            let state = line.trimmingCharacters(in: .whitespaces)
            if state.hasPrefix("GtkBox cell") {
                rows.append(state.hasSuffix("✓") ? "✓" : "")
            } else if state.hasPrefix("GtkLabel "), let text = unquoted(String(state.dropFirst("GtkLabel ".count))), !text.isEmpty {
                let current = rows.popLast() ?? ""
                rows.append(current.isEmpty || current == "✓" ? (current.isEmpty ? text : "✓ " + text) : current + " | " + text)
            }
        }
        return rows
    }

    private static func unquoted(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return nil }
        return String(literal.dropFirst().dropLast()).replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
    }
}
