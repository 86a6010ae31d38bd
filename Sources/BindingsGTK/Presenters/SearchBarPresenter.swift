#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``SearchBar`` as a `GtkSearchEntry` with its placeholder, in the bar's font. Typing is
/// the user editing the text (``SearchBar/userDidEdit(_:)``, once per change), Enter is
/// ``SearchBar/userDidSearch()``, Escape (the entry's `stop-search`) is ``SearchBar/userDidCancel()``,
/// which empties the text and moves the focus on to what follows the bar (a list it filters), and
/// focus begins and ends editing. While shown, the bar captures typing anywhere in its window
/// (`gtk_search_entry_set_key_capture_widget`): a letter typed in a list starts a search, as in
/// GNOME apps. `searchTextPositionAdjustment` moves
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
        Signal.connect(widget.object, "stop-search") { [weak self] in self?.stopSearch() }
        // A key captured elsewhere started a search: the rest of the typing goes to the entry, the
        // cursor after what was typed (focus would select it, and the next key replace it).
        Signal.connect(widget.object, "search-started") { [weak self] in self?.takeTyping() }
        Signal.connect(widget.object, "map") { [weak self] in self?.captureKeys(true) }
        Signal.connect(widget.object, "unmap") { [weak self] in self?.captureKeys(false) }
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

    /// Escape: the search ends and the focus goes on to the content after the bar, if there is any.
    private func stopSearch() {
        searchBar.userDidCancel()
        if gtk_widget_has_focus(textWidget) != 0 { focusContentAfter() }
    }

    /// Escape elsewhere in the window: a search with text ends (its text emptied); returns
    /// whether there was one.
    func cancelSearch() -> Bool {
        guard !(searchBar.text ?? "").isEmpty else { return false }
        searchBar.userDidCancel()
        return true
    }

    /// Gives the focus to the first view after the bar (in its screen's tree) that takes it, such
    /// as the list the bar filters; returns whether one did. The bar itself is never chosen, even
    /// when it is the only view that could be.
    @discardableResult
    func focusContentAfter() -> Bool {
        var root: View = searchBar
        while let parent = root.superview { root = parent }
        var order: [View] = []
        var pending = [root]
        while let view = pending.popLast() {
            order.append(view)
            if view !== searchBar { pending.append(contentsOf: view.subviews.reversed()) }
        }
        guard let index = order.firstIndex(where: { $0 === searchBar }) else { return false }
        for view in order[(index + 1)...] where !view.isHidden {
            guard let widget = (view.presenter as? WidgetPresenter)?.widget else { continue }
            if gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0 { return true }
        }
        return false
    }

    private func takeTyping() {
        guard gtk_widget_has_focus(textWidget) == 0 else { return }
        _ = gtk_text_grab_focus_without_selecting(textWidget.as(GtkText.self))
    }

    /// Typing in the bar's window goes to the bar while it is shown (a screen pushed over it hides it).
    private func captureKeys(_ capture: Bool) {
        let root = capture ? gtk_widget_get_root(widget).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) } : nil
        gtk_search_entry_set_key_capture_widget(widget.opaque, root)
    }

    private func entryChanged() {
        guard !isApplying else { return }
        searchBar.userDidEdit(text.userEdit(in: widget))
    }
}
#endif
