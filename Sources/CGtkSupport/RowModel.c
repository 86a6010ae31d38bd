// Compiled only with the package's GTK trait, which defines BINDINGS_GTK.
#ifdef BINDINGS_GTK
#include "CGtkSupport.h"

// The items GTK holds, by position: an item keeps its object while it moves with splices, so
// GtkListView sees the same item at its new position and keeps its row bound. Only items alive
// are listed (a weak reference drops an item when GTK lets go of it), so the list stays as short
// as the rows on screen however long the model is.
typedef struct {
    guint position;
    GObject *item;
} RowModelEntry;

typedef struct {
    GObject parent;
    guint count;
    GArray *entries;  // RowModelEntry, ascending by position
} BindingsRowModel;

typedef struct {
    GObjectClass parent;
} BindingsRowModelClass;

static GType row_model_item_type(GListModel *model) {
    return G_TYPE_OBJECT;
}

static guint row_model_n_items(GListModel *model) {
    return ((BindingsRowModel *)model)->count;
}

// The index of the first entry at or after `position`.
static guint row_model_lower_bound(BindingsRowModel *rows, guint position) {
    guint low = 0, high = rows->entries->len;
    while (low < high) {
        guint middle = low + (high - low) / 2;
        if (g_array_index(rows->entries, RowModelEntry, middle).position < position) low = middle + 1; else high = middle;
    }
    return low;
}

static void row_model_item_finalized(gpointer data, GObject *item) {
    BindingsRowModel *rows = data;
    for (guint index = 0; index < rows->entries->len; index++) {
        if (g_array_index(rows->entries, RowModelEntry, index).item == item) {
            g_array_remove_index(rows->entries, index);
            return;
        }
    }
}

static gpointer row_model_item(GListModel *model, guint position) {
    BindingsRowModel *rows = (BindingsRowModel *)model;
    if (position >= rows->count) return NULL;
    guint index = row_model_lower_bound(rows, position);
    if (index < rows->entries->len && g_array_index(rows->entries, RowModelEntry, index).position == position) {
        return g_object_ref(g_array_index(rows->entries, RowModelEntry, index).item);
    }
    RowModelEntry entry = { position, g_object_new(G_TYPE_OBJECT, NULL) };
    g_object_weak_ref(entry.item, row_model_item_finalized, rows);
    g_array_insert_val(rows->entries, index, entry);
    return entry.item;
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
    for (guint index = 0; index < rows->entries->len; index++) {
        g_object_weak_unref(g_array_index(rows->entries, RowModelEntry, index).item, row_model_item_finalized, rows);
    }
    g_array_free(rows->entries, TRUE);
    G_OBJECT_CLASS(bindings_row_model_parent_class)->finalize(object);
}

static void bindings_row_model_class_init(BindingsRowModelClass *class) {
    G_OBJECT_CLASS(class)->finalize = row_model_finalize;
}

static void bindings_row_model_init(BindingsRowModel *model) {
    model->entries = g_array_new(FALSE, FALSE, sizeof(RowModelEntry));
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
    while (index < rows->entries->len && g_array_index(rows->entries, RowModelEntry, index).position < position + removed) {
        g_object_weak_unref(g_array_index(rows->entries, RowModelEntry, index).item, row_model_item_finalized, rows);
        g_array_remove_index(rows->entries, index);
    }
    for (; index < rows->entries->len; index++) {
        g_array_index(rows->entries, RowModelEntry, index).position += added - removed;
    }
    g_list_model_items_changed(model, position, removed, added);
}

static gint row_model_compare_entries(gconstpointer left, gconstpointer right) {
    guint a = ((const RowModelEntry *)left)->position, b = ((const RowModelEntry *)right)->position;
    return a < b ? -1 : a > b;
}

void bindings_row_model_replace(GListModel *model, guint position, guint removed, guint added, const gint *sources) {
    BindingsRowModel *rows = (BindingsRowModel *)model;
    rows->count = rows->count - removed + added;
    // Where each removed item comes back, if it does; only the few items alive are looked up.
    gint *targets = g_new(gint, removed > 0 ? removed : 1);
    for (guint index = 0; index < removed; index++) targets[index] = -1;
    for (guint index = 0; index < added; index++) {
        gint source = sources[index];
        if (source >= (gint)position && source < (gint)(position + removed)) targets[source - position] = (gint)(position + index);
    }
    guint index = row_model_lower_bound(rows, position);
    while (index < rows->entries->len) {
        RowModelEntry *entry = &g_array_index(rows->entries, RowModelEntry, index);
        if (entry->position >= position + removed) {
            entry->position += added - removed;
        } else if (targets[entry->position - position] >= 0) {
            entry->position = (guint)targets[entry->position - position];
        } else {
            g_object_weak_unref(entry->item, row_model_item_finalized, rows);
            g_array_remove_index(rows->entries, index);
            continue;
        }
        index++;
    }
    g_free(targets);
    g_array_sort(rows->entries, row_model_compare_entries);
    g_list_model_items_changed(model, position, removed, added);
}

GType bindings_object_type(void) {
    return G_TYPE_OBJECT;
}
#endif
