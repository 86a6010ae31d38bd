#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A `GtkGridView` over a model of the collection view's item count, whose recycler keeps one
/// ``GridItem`` per item widget (see ``ListItemRecycler``). GtkGridView keeps item widgets for
/// about 30 lines around what it shows, of `max-columns` each, so the cells alive stay bounded
/// however many items scroll by.
@MainActor
final class RecyclingGrid {
    let widget: WidgetPointer
    private let recycler: ListItemRecycler<GridItem>
    private var insets: (start: Int32, end: Int32, top: Int32, bottom: Int32)?
    private var orientation: GtkOrientation?

    init(presenter: CollectionPresenter) {
        recycler = ListItemRecycler(.init(
            make: { [weak presenter] in presenter.map { presenter in
                let item = presenter.makeItem()
                return (item, item.host.widget)
            } },
            bind: { [weak presenter] item, position in presenter?.bind(item, at: position) },
            unbind: { [weak presenter] item in presenter?.unbind(item) },
            // A grid binds every item at once: it may scroll either way, and keeps fewer widgets.
            showsSomething: { _ in false }))
        // The grid owns the selection model and the factory; the selection model owns the model.
        widget = gtk_grid_view_new(gtk_no_selection_new(recycler.model), recycler.factory)
        g_object_ref_sink(widget.gobject)
        gtk_grid_view_set_single_click_activate(widget.opaque, 1)
        // One column until the kit gives the collection view a width: GTK's default of seven
        // would make item widgets for seven columns first.
        setColumns(1)
        gtk_widget_add_css_class(widget, StyleSheet.gridClass)
        StyleSheet.loadBaseRules()
        Signal.connect(widget.object, "activate", position: { [weak presenter] position in
            presenter?.activate(at: Int(position))
        })
    }

    isolated deinit {
        g_object_unref(widget.gobject)
    }

    /// The item widgets alive.
    var items: [GridItem] {
        Array(recycler.rows.values)
    }

    var counts: RecyclingCounts {
        recycler.counts
    }

    /// Lays the grid out in the layout's scroll direction, inset by the section insets as margins.
    func apply(_ layout: CollectionViewFlowLayout) {
        let orientation = layout.scrollDirection == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
        if orientation != self.orientation {
            self.orientation = orientation
            gtk_orientable_set_orientation(widget.opaque, orientation)
        }
        let pixels = { (value: Double) in Int32(value.isFinite ? min(max(0, value), 10_000).rounded() : 0) }
        let inset = layout.sectionInset
        let insets = (pixels(inset.left), pixels(inset.right), pixels(inset.top), pixels(inset.bottom))
        guard self.insets.map({ $0 != insets }) ?? true else { return }
        self.insets = insets
        gtk_widget_set_margin_start(widget, insets.0)
        gtk_widget_set_margin_end(widget, insets.1)
        gtk_widget_set_margin_top(widget, insets.2)
        gtk_widget_set_margin_bottom(widget, insets.3)
    }

    /// Makes the grid `columns` wide (rows, scrolling horizontally), whatever its width.
    func setColumns(_ columns: Int) {
        let count = guint(min(max(1, columns), 10_000))
        // Never a minimum above the maximum on the way.
        if count > gtk_grid_view_get_max_columns(widget.opaque) {
            gtk_grid_view_set_max_columns(widget.opaque, count)
            gtk_grid_view_set_min_columns(widget.opaque, count)
        } else {
            gtk_grid_view_set_min_columns(widget.opaque, count)
            gtk_grid_view_set_max_columns(widget.opaque, count)
        }
    }

    func reload(replacing old: Int, with new: Int) {
        recycler.reload(replacing: old, with: new)
    }

    func splice(_ splices: [TableItemSplice], moved: (GridItem, Int) -> Void) {
        recycler.splice(splices, moved: moved)
    }
}
#endif
