#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A scene's keys and focus beyond going back: the window's actions for the application's accelerators
/// (Ctrl+? shows the Keyboard Shortcuts window, Ctrl+F goes to the search field; Ctrl+W is
/// GtkWindow's own `window.close`), and the keys the app adds.
extension ControllerScene {
    /// Adds the window's actions, and a key controller that runs the app's shortcuts before the
    /// widgets see the key: a typing key (no Control or Alt) only when no text field has the focus.
    func installShortcuts() {
        if gtk_widget_get_ancestor(window, gtk_application_window_get_type()) != nil {
            AppShell.addAction(named: "show-shortcuts", to: window.object) { [weak self] in self?.showShortcuts() }
            AppShell.addAction(named: "search", to: window.object) { [weak self] in self?.focusSearch() }
        }
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(UnsafeMutableRawPointer(keys), "key-pressed", key: { [weak self] key, modifiers in
            self?.runShortcut(key, modifiers) ?? false
        })
        gtk_widget_add_controller(window, keys)
    }

    private func runShortcut(_ key: UInt32, _ modifiers: GdkModifierType) -> Bool {
        let typing = focusIsEditable
        for shortcut in shortcuts where shortcut.matches(key, modifiers) && !(typing && shortcut.isTyping) {
            if shortcut.action() { return true }
        }
        return false
    }

    /// Whether the focused widget takes text (an entry, a search entry's text, a text view).
    private var focusIsEditable: Bool {
        guard let focus = gtk_root_get_focus(OpaquePointer(window)) else { return false }
        let editable = gtk_editable_get_type(), textView = gtk_text_view_get_type()
        let instance = UnsafeMutableRawPointer(focus).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, editable) != 0 || g_type_check_instance_is_a(instance, textView) != 0
    }

    /// The presenter of the visible screen's search field, if it has one.
    var searchPresenter: SearchBarPresenter? {
        guard let root = visiblePage?.host.root else { return nil }
        var pending = [root]
        while let view = pending.popLast() {
            if view is SearchBar, !view.isHidden, let presenter = view.presenter as? SearchBarPresenter { return presenter }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// The visible screen's search field, if it has one.
    var searchWidget: WidgetPointer? {
        searchPresenter?.widget
    }

    /// A window opening on a screen with a search field starts with the focus on the content after
    /// it (a list, whose keys then work at once): typing goes to the search field anyway.
    @discardableResult
    func focusPastSearch() -> Bool {
        searchPresenter?.focusContentAfter() ?? false
    }

    /// Ctrl+F: the focus goes to the search field.
    func focusSearch() {
        guard let searchWidget else { return }
        gtk_widget_grab_focus(searchWidget)
    }

    /// Ctrl+?: shows the window's Keyboard Shortcuts window (the one open, if one is).
    func showShortcuts() {
        if shortcutsWindow == nil {
            let groups = ShortcutsWindow.groups(hasSearch: searchWidget != nil, declared: shortcuts)
            guard let made = ShortcutsWindow.make(groups: groups, over: window) else { return }
            shortcutsWindow = made
            Signal.connect(made.object, "destroy") { [weak self] in self?.shortcutsWindow = nil }
        }
        if let shortcutsWindow { gtk_window_present(shortcutsWindow.as(GtkWindow.self)) }
    }
}
#endif
