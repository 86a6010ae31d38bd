#if GTK
import CGtk

/// Which icon of the theme shows an image the kit knows only by name, when no image file has that
/// name: the one registry from image names to icons, which an app extends with its own.
///
/// The kit's example names are GNOME's symbolic icons; an image named after an icon of the theme
/// (`edit-find-symbolic`) shows that icon without a registration:
///
/// ```swift
/// ImageIcons.register("cart_icon", iconName: "emblem-shopping-symbolic")
/// ```
@MainActor
public enum ImageIcons {
    private static var icons = [
        "phone_icon": "call-start-symbolic",
        "fax_icon": "printer-symbolic",
        "email_icon": "mail-unread-symbolic",
    ]

    /// Shows images named `image` as the theme's icon `iconName`; a later registration of the same
    /// name replaces the earlier.
    public static func register(_ image: String, iconName: String) {
        icons[image] = iconName
    }

    /// The icon showing `image`: the one registered for it, or the theme's icon of that name;
    /// `nil` when the theme has neither.
    static func iconName(for image: String) -> String? {
        let name = icons[image] ?? image
        return BarButton.namesIcon(name) ? name : nil
    }

    /// The theme's icon `name` at `size` pixels (times the widget's scale) for `widget`.
    static func paintable(_ name: String, size: Int32, for widget: WidgetPointer) -> OpaquePointer? {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return nil }
        return gtk_icon_theme_lookup_icon(theme, name, nil, max(1, size), gtk_widget_get_scale_factor(widget),
                                          gtk_widget_get_direction(widget), GtkIconLookupFlags(rawValue: 0))
    }
}
#endif
