// The few pieces of GTK glue that are GObject type definitions or C macros, which Swift cannot
// write or call itself.
#ifndef BINDINGS_GTK_SUPPORT_H
#define BINDINGS_GTK_SUPPORT_H

#include <gtk/gtk.h>

/// A list model of `count` placeholder items: a table's rows are known by position, so the model
/// stores a count and makes an item only when GTK asks for one.
GListModel *bindings_row_model_new(guint count);
/// Replaces `removed` items at `position` with `added` new ones and tells the list; the items after
/// them keep their objects, so the list keeps their rows bound.
void bindings_row_model_splice(GListModel *model, guint position, guint removed, guint added);
/// Replaces `removed` items at `position` with `added` items, where `sources[k]` is the old
/// position of the item that comes to `position + k`, or -1 for a new one, and tells the list in
/// one `items-changed`: an item that stays keeps its object, so the list keeps its row widget.
/// With `backed_count` > 0, the new positions from `backed_from` on (as many) are the ones to keep
/// row widgets for: an item that stays there keeps its object, and the objects of the other items
/// (gone, or moved out of that range) go to the rest of those positions, in order. GtkListView
/// then keeps those row widgets where they are, as if their items had moved there, and the
/// caller shows the new items in them; without it, GTK 4.8 would free them and make new ones.
/// `by_slot` gives every object there to those positions in order, items that stay included, so
/// no row widget moves (a sort: GTK 4.8 follows a moved focused row, and may draw a moved row
/// widget before placing it).
void bindings_row_model_replace(GListModel *model, guint position, guint removed, guint added, const gint *sources,
                                guint backed_from, guint backed_count, gboolean by_slot);

/// How many item objects the model has made in all: about as many as GTK held at once, not the rows.
guint bindings_row_model_items_made(GListModel *model);

/// The X11 window id of `window`'s surface, for tools that send it real input (`xdotool`); 0 when
/// it has no surface or the display is not X11.
unsigned long bindings_x11_window_id(GtkWidget *window);

/// The `WM_CLASS` property of `window`'s X11 window, as the X server holds it: the instance and
/// class names, each newly allocated (free with `g_free`); false when there is none.
gboolean bindings_x11_wm_class(GtkWidget *window, char **instance, char **class_name);

/// The GType of GObject, a macro in C.
GType bindings_object_type(void);

#endif
