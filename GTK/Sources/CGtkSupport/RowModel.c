#include "CGtkSupport.h"

typedef struct {
    GObject parent;
    guint count;
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

static gpointer row_model_item(GListModel *model, guint position) {
    if (position >= ((BindingsRowModel *)model)->count) return NULL;
    return g_object_new(G_TYPE_OBJECT, NULL);
}

static void row_model_interface_init(GListModelInterface *interface) {
    interface->get_item_type = row_model_item_type;
    interface->get_n_items = row_model_n_items;
    interface->get_item = row_model_item;
}

G_DEFINE_TYPE_WITH_CODE(BindingsRowModel, bindings_row_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, row_model_interface_init))

static void bindings_row_model_class_init(BindingsRowModelClass *class) {}

static void bindings_row_model_init(BindingsRowModel *model) {}

GListModel *bindings_row_model_new(guint count) {
    BindingsRowModel *model = g_object_new(bindings_row_model_get_type(), NULL);
    model->count = count;
    return G_LIST_MODEL(model);
}

void bindings_row_model_splice(GListModel *model, guint position, guint removed, guint added) {
    BindingsRowModel *rows = (BindingsRowModel *)model;
    rows->count = rows->count - removed + added;
    g_list_model_items_changed(model, position, removed, added);
}

GType bindings_object_type(void) {
    return G_TYPE_OBJECT;
}
