import BindingsMarkup
import CGtk

/// Shows a ``Button`` as a `GtkButton`; a click is a tap (``Button/sendActions()``): its touch
/// events, then its actions.
@MainActor
final class ButtonPresenter: WidgetPresenter {
    private let button: Button
    private var shownTitle: String?

    init(button: Button) {
        self.button = button
        super.init(view: button, widget: gtk_button_new())
        Signal.connect(widget.object, "clicked") { [weak self] in self?.button.userDidTap() }
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["title", "font"]
    }

    override var style: WidgetStyle {
        WidgetStyle(font: button.font, background: button.backgroundColor)
    }

    override var widgetState: String {
        "GtkButton " + String(reflecting: gtk_button_get_label(widget.as(GtkButton.self)).map { String(cString: $0) } ?? "")
    }

    override func update() {
        super.update()
        let title = button.title ?? ""
        if title != shownTitle {
            gtk_button_set_label(widget.as(GtkButton.self), title)
            shownTitle = title
        }
    }
}
