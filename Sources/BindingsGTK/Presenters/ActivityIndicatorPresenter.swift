#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows an ``ActivityIndicatorView`` as a `GtkSpinner`, spinning while the view animates and
/// hidden while it is stopped when it `hidesWhenStopped`.
///
/// The kit measures it (20×20 points, stopped or not), so hiding the spinner moves nothing.
@MainActor
final class ActivityIndicatorPresenter: WidgetPresenter {
    private let indicator: ActivityIndicatorView
    private var shownSpinning: Bool?
    private var shownVisible: Bool?

    init(indicator: ActivityIndicatorView) {
        self.indicator = indicator
        super.init(view: indicator, widget: gtk_spinner_new())
        keepsNaturalSize()
    }

    override var measuresView: Bool { false }

    override class var shownKeys: [String] {
        super.shownKeys + ["isAnimating", "hidesWhenStopped"]
    }

    override var widgetState: String {
        "GtkSpinner " + (gtk_spinner_get_spinning(widget.opaque) != 0 ? "spinning" : "stopped")
            + (gtk_widget_get_visible(widget) != 0 ? "" : " hidden")
    }

    override func update() {
        super.update()
        if indicator.isAnimating != shownSpinning {
            gtk_spinner_set_spinning(widget.opaque, indicator.isAnimating ? 1 : 0)
            shownSpinning = indicator.isAnimating
        }
        let visible = indicator.isAnimating || !indicator.hidesWhenStopped
        if visible != shownVisible {
            gtk_widget_set_visible(widget, visible ? 1 : 0)
            shownVisible = visible
        }
    }
}
#endif
