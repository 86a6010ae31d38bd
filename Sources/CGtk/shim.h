// GTK 4 and libadwaita for Swift: the headers, and the two libdispatch entry points that let GLib's main loop
// drain the main dispatch queue (which is where the main actor runs its jobs on Linux).
#if !__has_include(<gtk/gtk.h>) || !__has_include(<adwaita.h>)
#error "GTK 4 or libadwaita is not installed: install them with `apt-get install libgtk-4-dev libadwaita-1-dev` (Debian, Ubuntu)"
#else
#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>
#endif

/// The file descriptor that becomes readable when the main dispatch queue has work.
int _dispatch_get_main_queue_handle_4CF(void);
/// Runs the work queued on the main dispatch queue.
void _dispatch_main_queue_callback_4CF(void *message);
