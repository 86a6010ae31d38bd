#if GTK
import CGtk

/// Accessible string properties of a widget (`gtk_accessible_update_property` is variadic, so
/// Swift cannot call it: this passes one property as a `GValue`).
@MainActor
enum AccessibleProperty {
    /// Sets `property` of `accessible` to `text`, or takes it back (GTK's default) for `nil`.
    static func set(_ property: GtkAccessibleProperty, to text: String?, on accessible: OpaquePointer) {
        guard let text else {
            gtk_accessible_reset_property(accessible, property)
            return
        }
        var properties = [property]
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        g_value_set_string(&value, text)
        withUnsafeMutablePointer(to: &value) { pointer in
            gtk_accessible_update_property_value(accessible, 1, &properties, pointer)
        }
        g_value_unset(&value)
    }
}
#endif
