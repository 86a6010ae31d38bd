#if GTK
import Foundation
import CGtk

/// What a list shows, read back from GTK the same way for both variants: for each row widget in
/// the scrolled window's viewport, top to bottom, the texts of its shown labels in widget order,
/// joined by ` | ` (an empty label or one in a hidden widget is left out; newlines become ` / `).
@MainActor
enum ShownRows {
    static func of(_ variant: some ScrollVariant) -> [String] {
        let scrolled = variant.scrolledWindow
        guard let list = gtk_scrolled_window_get_child(OpaquePointer(scrolled)) else { return [] }
        var viewport = graphene_rect_t()
        guard gtk_widget_compute_bounds(scrolled, scrolled, &viewport) != 0 else { return [] }
        var rows: [(top: Float, text: String)] = []
        var row = gtk_widget_get_first_child(list)
        while let current = row {
            row = gtk_widget_get_next_sibling(current)
            var bounds = graphene_rect_t()
            guard gtk_widget_get_mapped(current) != 0, gtk_widget_compute_bounds(current, scrolled, &bounds) != 0,
                  bounds.size.height > 0, bounds.origin.y + bounds.size.height > 0, bounds.origin.y < viewport.size.height
            else { continue }
            var texts: [String] = []
            collectTexts(current, into: &texts)
            if !texts.isEmpty { rows.append((bounds.origin.y, texts.joined(separator: " | "))) }
        }
        return rows.sorted { $0.top < $1.top }.map(\.text)
    }

    private static func collectTexts(_ widget: UnsafeMutablePointer<GtkWidget>, into texts: inout [String]) {
        guard gtk_widget_get_visible(widget) != 0, gtk_widget_get_child_visible(widget) != 0 else { return }
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0,
           let text = gtk_label_get_text(OpaquePointer(widget)).map({ String(cString: $0) }), !text.isEmpty {
            texts.append(text.replacingOccurrences(of: "\n", with: " / "))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collectTexts(current, into: &texts)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
#endif
