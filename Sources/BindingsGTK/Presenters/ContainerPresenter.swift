#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a view whose subviews the host places (a plain view, rows, columns, anchor and layer
/// views, spacers, an app's own views): an empty box that draws the view's background.
@MainActor
final class ContainerPresenter: WidgetPresenter {
    init(view: View) {
        super.init(view: view, widget: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
    }

    override var measuresView: Bool { false }
    override var showsSubviews: Bool { false }
}
#endif
