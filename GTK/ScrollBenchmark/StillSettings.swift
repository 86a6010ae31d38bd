#if GTK
import CGtk

/// GTK settings that keep an idle window still, for both variants: no blinking cursor in the
/// search field (GTK 4 fades it in and out, a frame every refresh while the field has focus) and
/// no animations, and scroll bars that stay (an overlay scroll bar hides a second after the last
/// scroll, a frame that would fall in the other variant's turn). Otherwise the frames of a pass
/// would include animation frames, and the window not measured would draw during it.
@MainActor
enum StillSettings {
    static func apply() {
        guard let settings = gtk_settings_get_default() else { return }
        for name in ["gtk-cursor-blink", "gtk-enable-animations", "gtk-overlay-scrolling"] {
            var value = GValue()
            g_value_init(&value, g_type_from_name("gboolean"))
            g_value_set_boolean(&value, 0)
            g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), name, &value)
            g_value_unset(&value)
        }
    }
}
#endif
