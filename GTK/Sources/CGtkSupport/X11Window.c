#include "CGtkSupport.h"
#include <gdk/x11/gdkx.h>

// GDK_IS_X11_SURFACE is a macro, and the X11 backend's header is not part of gtk.h.
unsigned long bindings_x11_window_id(GtkWidget *window) {
    GtkNative *native = gtk_widget_get_native(window);
    GdkSurface *surface = native ? gtk_native_get_surface(native) : NULL;
    if (surface == NULL || !GDK_IS_X11_SURFACE(surface)) {
        return 0;
    }
    return gdk_x11_surface_get_xid(surface);
}
