// Compiled only with the package's GTK trait, which defines BINDINGS_GTK.
#ifdef BINDINGS_GTK
#include "CGtkSupport.h"
#include <gdk/x11/gdkx.h>
#include <X11/Xutil.h>

// GDK_IS_X11_SURFACE is a macro, and the X11 backend's header is not part of gtk.h.
unsigned long bindings_x11_window_id(GtkWidget *window) {
    GtkNative *native = gtk_widget_get_native(window);
    GdkSurface *surface = native ? gtk_native_get_surface(native) : NULL;
    if (surface == NULL || !GDK_IS_X11_SURFACE(surface)) {
        return 0;
    }
    return gdk_x11_surface_get_xid(surface);
}

// Read back from the server rather than asked of GDK, so a test sees what a window manager sees.
gboolean bindings_x11_wm_class(GtkWidget *window, char **instance, char **class_name) {
    unsigned long xid = bindings_x11_window_id(window);
    GdkDisplay *display = gtk_widget_get_display(window);
    if (xid == 0 || !GDK_IS_X11_DISPLAY(display)) {
        return FALSE;
    }
    XClassHint hint = { NULL, NULL };
    if (XGetClassHint(gdk_x11_display_get_xdisplay(display), xid, &hint) == 0) {
        return FALSE;
    }
    *instance = g_strdup(hint.res_name ? hint.res_name : "");
    *class_name = g_strdup(hint.res_class ? hint.res_class : "");
    if (hint.res_name) XFree(hint.res_name);
    if (hint.res_class) XFree(hint.res_class);
    return TRUE;
}
#endif
