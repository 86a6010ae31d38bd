#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``ProgressView`` as a `GtkProgressBar` filled to its progress (clamped to 0…1).
@MainActor
final class ProgressViewPresenter: WidgetPresenter {
    private let progressView: ProgressView
    private var shownProgress: Double?

    init(progressView: ProgressView) {
        self.progressView = progressView
        super.init(view: progressView, widget: gtk_progress_bar_new())
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["progress"]
    }

    override var widgetState: String {
        "GtkProgressBar " + ValueText.number(gtk_progress_bar_get_fraction(widget.opaque))
    }

    override func update() {
        super.update()
        let progress = progressView.shownProgress
        guard progress != shownProgress else { return }
        gtk_progress_bar_set_fraction(widget.opaque, progress)
        shownProgress = progress
    }
}
#endif
