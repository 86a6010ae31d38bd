#if GTK
import CGtk

/// GObject string properties that have no typed setter (`g_object_set` is variadic, so Swift
/// cannot call it).
@MainActor
enum ObjectProperty {
    /// Sets the string property `name` of `object`.
    static func setString(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ string: String?) {
        var value = GValue()
        g_value_init(&value, stringType)
        g_value_set_string(&value, string)
        g_object_set_property(object, name, &value)
        g_value_unset(&value)
    }

    /// The string property `name` of `object`.
    static func string(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> String? {
        var value = GValue()
        g_value_init(&value, stringType)
        defer { g_value_unset(&value) }
        g_object_get_property(object, name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    /// `G_TYPE_STRING`, a macro Swift does not import.
    private static let stringType = g_type_from_name("gchararray")
}
#endif
