// Compiled only with the package's GTK trait, which defines BINDINGS_GTK.
#ifdef BINDINGS_GTK
#include "CGtkSupport.h"

// The items GTK holds, by position: an item keeps its object while it moves with splices, so
// GtkListView sees the same item at its new position and keeps its row bound. Only items GTK
// holds are listed, so the list stays as short as the rows on screen however long the model is.
//
// The model keeps a toggle reference on every item it made, which tells it when GTK lets go of
// one; the item then waits in a pool for the next position asked for. After a change that adds
// many rows, GtkListView asks for every added item once (looking for its anchor row among them)
// and drops it at once: made and freed each time, those objects cost more than the rest of the
// change.
typedef struct _BindingsRowModel BindingsRowModel;

typedef struct {
    GObject parent;
    guint position;
    gboolean listed;  // held by GTK at `position` of the model; else in the pool or left behind
} BindingsRowItem;

typedef struct {
    GObjectClass parent;
} BindingsRowItemClass;

struct _BindingsRowModel {
    GObject parent;
    guint count;
    GPtrArray *items;  // listed BindingsRowItem, ascending by position
    GPtrArray *pool;   // BindingsRowItem only the model holds
    GPtrArray *made;   // every BindingsRowItem made, to let go of when the model goes
};

typedef struct {
    GObjectClass parent;
} BindingsRowModelClass;

G_DEFINE_TYPE(BindingsRowItem, bindings_row_item, G_TYPE_OBJECT)

#define ROW_ITEM(rows, index) ((BindingsRowItem *)g_ptr_array_index((rows)->items, (index)))

// The index of the first item at or after `position`.
static guint row_model_lower_bound(BindingsRowModel *rows, guint position) {
    guint low = 0, high = rows->items->len;
    while (low < high) {
        guint middle = low + (high - low) / 2;
        if (ROW_ITEM(rows, middle)->position < position) low = middle + 1; else high = middle;
    }
    return low;
}

static void bindings_row_item_class_init(BindingsRowItemClass *class) {}

static void bindings_row_item_init(BindingsRowItem *item) {}

static GType row_model_item_type(GListModel *model) {
    return G_TYPE_OBJECT;
}

static guint row_model_n_items(GListModel *model) {
    return ((BindingsRowModel *)model)->count;
}

// The model's toggle reference became the only one (GTK let go): the item goes to the pool.
static void row_model_item_toggled(gpointer data, GObject *object, gboolean is_last_ref) {
    if (!is_last_ref) return;
    BindingsRowModel *rows = data;
    BindingsRowItem *item = (BindingsRowItem *)object;
    if (item->listed) {
        // Listed items have distinct positions: the search finds this one.
        guint index = row_model_lower_bound(rows, item->position);
        if (index < rows->items->len && ROW_ITEM(rows, index) == item) g_ptr_array_remove_index(rows->items, index);
        item->listed = FALSE;
    }
    g_ptr_array_add(rows->pool, item);
}

static gpointer row_model_item(GListModel *model, guint position) {
    BindingsRowModel *rows = (BindingsRowModel *)model;
    if (position >= rows->count) return NULL;
    guint index = row_model_lower_bound(rows, position);
    if (index < rows->items->len && ROW_ITEM(rows, index)->position == position) {
        return g_object_ref(ROW_ITEM(rows, index));
    }
    BindingsRowItem *item;
    if (rows->pool->len > 0) {
        item = g_ptr_array_steal_index_fast(rows->pool, rows->pool->len - 1);
    } else {
        item = g_object_new(bindings_row_item_get_type(), NULL);
        g_ptr_array_add(rows->made, item);
        // The toggle reference replaces the first one; the model holds the item from now on.
        g_object_add_toggle_ref(G_OBJECT(item), row_model_item_toggled, rows);
        item->listed = FALSE;
        g_object_unref(item);
        // That made the toggle reference the last one: the item went to the pool.
        g_ptr_array_remove_index_fast(rows->pool, rows->pool->len - 1);
    }
    item->position = position;
    item->listed = TRUE;
    g_ptr_array_insert(rows->items, (gint)index, item);
    return g_object_ref(item);
}

// Lets go of an item that leaves the model: GTK may still hold it; when it lets go, the item
// goes to the pool.
static void row_model_unlist(BindingsRowItem *item) {
    item->listed = FALSE;
}

static void row_model_interface_init(GListModelInterface *interface) {
    interface->get_item_type = row_model_item_type;
    interface->get_n_items = row_model_n_items;
    interface->get_item = row_model_item;
}

G_DEFINE_TYPE_WITH_CODE(BindingsRowModel, bindings_row_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, row_model_interface_init))

static void row_model_finalize(GObject *object) {
    BindingsRowModel *rows = (BindingsRowModel *)object;
    // Items GTK still holds (listed or left behind) outlive the model as plain objects; the
    // others are freed with it. No toggle notification reaches the model once it is gone.
    for (guint index = 0; index < rows->made->len; index++) {
        BindingsRowItem *item = g_ptr_array_index(rows->made, index);
        item->listed = FALSE;
        g_object_remove_toggle_ref(G_OBJECT(item), row_model_item_toggled, rows);
    }
    g_ptr_array_free(rows->made, TRUE);
    g_ptr_array_free(rows->items, TRUE);
    g_ptr_array_free(rows->pool, TRUE);
    G_OBJECT_CLASS(bindings_row_model_parent_class)->finalize(object);
}

static void bindings_row_model_class_init(BindingsRowModelClass *class) {
    G_OBJECT_CLASS(class)->finalize = row_model_finalize;
}

static void bindings_row_model_init(BindingsRowModel *model) {
    model->items = g_ptr_array_new();
    model->pool = g_ptr_array_new();
    model->made = g_ptr_array_new();
}

GListModel *bindings_row_model_new(guint count) {
    BindingsRowModel *model = g_object_new(bindings_row_model_get_type(), NULL);
    model->count = count;
    return G_LIST_MODEL(model);
}

void bindings_row_model_splice(GListModel *model, guint position, guint removed, guint added) {
    BindingsRowModel *rows = (BindingsRowModel *)model;
    rows->count = rows->count - removed + added;
    // Removed items leave the model (GTK may still hold them); later ones move with the splice.
    guint index = row_model_lower_bound(rows, position);
    while (index < rows->items->len && ROW_ITEM(rows, index)->position < position + removed) {
        row_model_unlist(ROW_ITEM(rows, index));
        g_ptr_array_remove_index(rows->items, index);
    }
    for (; index < rows->items->len; index++) ROW_ITEM(rows, index)->position += added - removed;
    g_list_model_items_changed(model, position, removed, added);
}

static gint row_model_compare_items(gconstpointer left, gconstpointer right) {
    guint a = (*(BindingsRowItem *const *)left)->position, b = (*(BindingsRowItem *const *)right)->position;
    return a < b ? -1 : a > b;
}

void bindings_row_model_replace(GListModel *model, guint position, guint removed, guint added, const gint *sources,
                                guint backed_from, guint backed_count, gboolean by_slot) {
    BindingsRowModel *rows = (BindingsRowModel *)model;
    // The new positions whose items should keep a row widget: `backed_from` on, within the added ones.
    guint backed_start = MAX(backed_from, position), backed_end = MIN(backed_from + backed_count, position + added);
    if (backed_start > backed_end) backed_start = backed_end;
    if (backed_start < backed_end) {
        // GTK looks up every added item when an item it follows (the top row, the focus) leaves,
        // which at 100,000 rows costs more than the rest of the change. It holds items only
        // where it has row widgets, so the part of the range past those, old and new, changes
        // first, apart (and only if the count changes: GTK holds nothing there to update).
        guint head_old = 0, head_new = backed_end - position;
        for (guint index = row_model_lower_bound(rows, position);
             index < rows->items->len && ROW_ITEM(rows, index)->position < position + removed; index++) {
            head_old = ROW_ITEM(rows, index)->position + 1 - position;
        }
        guint tail_removed = removed - head_old, tail_added = added - head_new;
        for (guint index = row_model_lower_bound(rows, position + removed); index < rows->items->len; index++) {
            ROW_ITEM(rows, index)->position += tail_added - tail_removed;
        }
        rows->count = rows->count - tail_removed + tail_added;
        if (tail_removed != tail_added) g_list_model_items_changed(model, position + head_old, tail_removed, tail_added);
        removed = head_old;
        added = head_new;
    }
    rows->count = rows->count - removed + added;
    // Where each removed item comes back, if it does; only the few items alive are looked up.
    gint *targets = g_new(gint, removed > 0 ? removed : 1);
    for (guint index = 0; index < removed; index++) targets[index] = -1;
    for (guint index = 0; index < added; index++) {
        gint source = sources[index];
        if (source >= (gint)position && source < (gint)(position + removed)) targets[source - position] = (gint)(position + index);
    }
    // Backed positions an item that stays already holds; the others take the objects of items
    // that leave or go out of reach, in order, so GtkListView finds the row widgets it had there.
    gboolean *taken = g_new0(gboolean, backed_end > backed_start ? backed_end - backed_start : 1);
    GPtrArray *freed = g_ptr_array_new();
    guint index = row_model_lower_bound(rows, position);
    while (index < rows->items->len) {
        BindingsRowItem *item = ROW_ITEM(rows, index);
        if (item->position >= position + removed) {
            item->position += added - removed;
        } else if (targets[item->position - position] >= 0 && !(by_slot && backed_start < backed_end)
                   && (backed_start == backed_end || ((guint)targets[item->position - position] >= backed_start
                                                      && (guint)targets[item->position - position] < backed_end))) {
            item->position = (guint)targets[item->position - position];
            if (item->position >= backed_start && item->position < backed_end) taken[item->position - backed_start] = TRUE;
        } else {
            g_ptr_array_remove_index(rows->items, index);
            g_ptr_array_add(freed, item);
            continue;
        }
        index++;
    }
    // Whether every object GTK holds keeps its position: then, with as many items as before, GTK
    // has nothing to follow, and is not told (it would look up every item of the range).
    gboolean unmoved = removed == added && backed_start < backed_end;
    guint next = 0;
    for (guint slot = backed_start; slot < backed_end && next < freed->len; slot++) {
        if (taken[slot - backed_start]) continue;
        BindingsRowItem *item = g_ptr_array_index(freed, next++);
        if (item->position != slot) unmoved = FALSE;
        item->position = slot;
        g_ptr_array_add(rows->items, item);
    }
    if (next < freed->len) unmoved = FALSE;
    for (; next < freed->len; next++) row_model_unlist(g_ptr_array_index(freed, next));
    g_ptr_array_free(freed, TRUE);
    g_free(taken);
    g_free(targets);
    g_ptr_array_sort(rows->items, row_model_compare_items);
    if (!(by_slot && unmoved)) g_list_model_items_changed(model, position, removed, added);
}

guint bindings_row_model_items_made(GListModel *model) {
    return ((BindingsRowModel *)model)->made->len;
}

GType bindings_object_type(void) {
    return G_TYPE_OBJECT;
}
#endif
