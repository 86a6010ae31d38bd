import BindingsMarkup
import CGtk

/// Shows a ``SearchBar`` as a `GtkSearchEntry` with its placeholder, in the bar's font. Typing is
/// the user editing the text (``SearchBar/userDidEdit(_:)``, once per change), Enter is
/// ``SearchBar/userDidSearch()``, Escape (the entry's `stop-search`) is ``SearchBar/userDidCancel()``,
/// which empties the text, and focus begins and ends editing. `searchTextPositionAdjustment` moves
/// the text right (GTK's margins cannot move it left, or up and down in its one line). GTK's
/// search entry has no Cancel button, so `showsCancelButton` shows nothing: Escape is GTK's way to
/// cancel.
@MainActor
final class SearchBarPresenter: WidgetPresenter {
    private let searchBar: SearchBar
    private var text = EditableText()
    private var shownPlaceholder: String??
    private var shownShift: Int32?

    init(searchBar: SearchBar) {
        self.searchBar = searchBar
        super.init(view: searchBar, widget: gtk_search_entry_new())
        // The text's notification rather than `changed`: replacing the text is a deletion and an
        // insertion, each a `changed` of the search entry, but one notification, so one edit.
        Signal.connect(widget.object, "notify::text", pointer: { [weak self] _ in self?.entryChanged() })
        Signal.connect(widget.object, "activate") { [weak self] in self?.searchBar.userDidSearch() }
        Signal.connect(widget.object, "stop-search") { [weak self] in self?.searchBar.userDidCancel() }
        FocusEvents.connect(widget, began: { [weak self] in self?.searchBar.userDidBeginEditing() },
                            ended: { [weak self] in self?.searchBar.userDidEndEditing() })
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["text", "placeholder", "font", "searchTextPositionAdjustment"]
    }

    override var style: WidgetStyle {
        WidgetStyle(font: searchBar.font, background: searchBar.backgroundColor)
    }

    /// The entry's text, its placeholder, and how far its text moves right when it does.
    override var widgetState: String {
        let shift = gtk_widget_get_margin_start(textWidget)
        return "GtkSearchEntry " + String(reflecting: Editable.text(of: widget)) + " placeholder="
            + String(reflecting: ObjectProperty.string(widget.gobject, "placeholder-text") ?? "") + (shift == 0 ? "" : " shift=\(shift)")
    }

    /// The entry's `GtkText`, which shows its text and placeholder.
    private var textWidget: WidgetPointer {
        UnsafeMutableRawPointer(gtk_editable_get_delegate(widget.opaque)).assumingMemoryBound(to: GtkWidget.self)
    }

    override func update() {
        super.update()
        text.show(searchBar.text ?? "", in: widget)
        if searchBar.placeholder != shownPlaceholder {
            // GTK 4.8 has no setter for a search entry's placeholder, only the property.
            ObjectProperty.setString(widget.gobject, "placeholder-text", searchBar.placeholder)
            shownPlaceholder = searchBar.placeholder
        }
        let horizontal = searchBar.searchTextPositionAdjustment.horizontal
        let shift = Int32(clamping: Int(min(max(horizontal.isFinite ? horizontal : 0, 0), 1000).rounded()))
        if shift != shownShift {
            gtk_widget_set_margin_start(textWidget, shift)
            shownShift = shift
        }
    }

    private func entryChanged() {
        guard !isApplying else { return }
        searchBar.userDidEdit(text.userEdit(in: widget))
    }
}
