#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``RefreshControl`` as a `GtkSpinner`, spinning while it refreshes. GTK has no pull to
/// refresh: the app's pull is ``RefreshControl/userDidPullToRefresh()``, and the kit hides the
/// control while it is not refreshing.
@MainActor
final class RefreshControlPresenter: WidgetPresenter {
    private let control: RefreshControl
    private var shownSpinning: Bool?

    init(control: RefreshControl) {
        self.control = control
        super.init(view: control, widget: gtk_spinner_new())
    }

    override var measuresView: Bool { false }

    override class var shownKeys: [String] {
        super.shownKeys + ["isRefreshing"]
    }

    override var widgetState: String {
        "GtkSpinner " + (gtk_spinner_get_spinning(widget.opaque) != 0 ? "spinning" : "stopped")
    }

    override func update() {
        super.update()
        guard control.isRefreshing != shownSpinning else { return }
        gtk_spinner_set_spinning(widget.opaque, control.isRefreshing ? 1 : 0)
        shownSpinning = control.isRefreshing
    }
}
#endif
