#if GTK
import CGtk

/// A key an app offers in a window (``Window/addShortcut(_:accelerator:group:action:)``), listed
/// in the window's Keyboard Shortcuts window (Ctrl+?) under its group.
@MainActor
struct KeyboardShortcut {
    /// What the key does, as the shortcuts window lists it: "Sort by Name".
    let title: String
    /// The key in GTK's accelerator syntax: `s`, `F5`, `<Control>r`.
    let accelerator: String
    /// The heading it is listed under.
    let group: String
    /// Does what the key does; answers whether it did (a key the screen shown has no use for
    /// goes on to the widgets).
    let action: @MainActor () -> Bool
    let key: UInt32
    let modifiers: GdkModifierType

    /// A shortcut for `accelerator`; throws when GTK cannot parse it.
    init(title: String, accelerator: String, group: String, action: @escaping @MainActor () -> Bool) throws(GTKError) {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(accelerator, &key, &modifiers)
        guard key != 0 else { throw .invalidAccelerator(accelerator) }
        self.title = title
        self.accelerator = accelerator
        self.group = group
        self.action = action
        self.key = gdk_keyval_to_lower(key)
        self.modifiers = modifiers
    }

    /// Whether the key is typed text (no Control, Alt or Super): a focused text field takes it first.
    var isTyping: Bool {
        modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue) == 0
    }

    /// Whether a press of `key` with `held` modifiers is this shortcut.
    func matches(_ key: UInt32, _ held: GdkModifierType) -> Bool {
        let relevant = GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        return gdk_keyval_to_lower(key) == self.key && held.rawValue & relevant == modifiers.rawValue & relevant
    }
}
#endif
