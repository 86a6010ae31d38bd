#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``Button`` as a `GtkButton` holding a `GtkLabel`: its displayed title (the image's
/// symbol first, the attributed title's text if any) in its title color, placed in the button by
/// its content alignments. A click is a tap (``Button/userDidTap()``): its touch events, then its
/// actions. A button with custom content (``Button/customContent``) is measured by the kit, and
/// the host places the content's widgets over the button.
@MainActor
final class ButtonPresenter: WidgetPresenter {
    private let button: Button
    private let label: OpaquePointer
    private var shownTitle: String?
    private var shownAlignment: (x: Double, y: Double)?

    init(button: Button) {
        self.button = button
        let widget: WidgetPointer = gtk_button_new()
        let label: WidgetPointer = gtk_label_new(nil)
        gtk_button_set_child(widget.as(GtkButton.self), label)
        // The theme's padding for a button showing text, which `gtk_button_set_label` would add.
        gtk_widget_add_css_class(widget, "text-button")
        self.label = OpaquePointer(label)
        super.init(view: button, widget: widget)
        Signal.connect(widget.object, "clicked") { [weak self] in self?.button.userDidTap() }
    }

    override var measuresView: Bool { button.customContent == nil }

    override var showsSubviews: Bool { false }

    override var takesClicksOnSubviews: Bool { true }

    override class var shownKeys: [String] {
        super.shownKeys + ["title", "attributedTitle", "image", "font", "titleColor", "contentHorizontalAlignment", "contentVerticalAlignment"]
    }

    override var style: WidgetStyle {
        WidgetStyle(font: button.font, textColor: button.titleColor, background: button.backgroundColor)
    }

    /// `GtkButton "☎ Call"`, then the label's alignment when it is not centered (`xalign 0`).
    override var widgetState: String {
        var state = "GtkButton " + String(reflecting: gtk_label_get_text(label).map { String(cString: $0) } ?? "")
        let (x, y) = (gtk_label_get_xalign(label), gtk_label_get_yalign(label))
        // The alignments are 0, ½ or 1: the label is centered unless a side is named.
        if x != 0.5 { state += " xalign \(Int(x))" }
        if y != 0.5 { state += " yalign \(Int(y))" }
        return state
    }

    override func update() {
        super.update()
        let title = button.displayedTitle
        if title != shownTitle {
            gtk_label_set_text(label, title)
            shownTitle = title
        }
        let alignment = (x: button.contentHorizontalAlignment.leadingFraction, y: button.contentVerticalAlignment.topFraction)
        if shownAlignment.map({ $0 != alignment }) ?? true {
            gtk_label_set_xalign(label, Float(alignment.x))
            gtk_label_set_yalign(label, Float(alignment.y))
            shownAlignment = alignment
        }
    }
}
#endif
