import BindingsMarkup
import CGtk

/// Shows a ``Label`` as a `GtkLabel`: its text, font, color, alignment and line limit, measured by
/// Pango (so no text is clipped). One line ellipsizes at the end, as UILabel's; several wrap at words.
@MainActor
final class LabelPresenter: WidgetPresenter {
    private let label: Label
    private var shownText: String?
    private var shownLines: Int?
    private var shownAlignment: TextAlignment?

    init(label: Label) {
        self.label = label
        super.init(view: label, widget: gtk_label_new(nil))
        gtk_label_set_yalign(widget.opaque, 0)
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["text", "font", "textColor", "numberOfLines", "textAlignment"]
    }

    override var style: WidgetStyle {
        WidgetStyle(font: label.font, textColor: label.textColor, background: label.backgroundColor)
    }

    /// The text alone when only it changed: every reused cell sets it, and nothing else.
    override func update(changedKey key: String) {
        guard key == "text" else { return super.update(changedKey: key) }
        showText()
    }

    override func update() {
        super.update()
        showText()
        if label.numberOfLines != shownLines {
            let lines = label.numberOfLines
            gtk_label_set_wrap(widget.opaque, lines == 1 ? 0 : 1)
            gtk_label_set_wrap_mode(widget.opaque, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_lines(widget.opaque, lines > 1 ? Int32(clamping: lines) : -1)
            gtk_label_set_ellipsize(widget.opaque, lines == 0 ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
            shownLines = lines
        }
        if label.textAlignment != shownAlignment {
            let (xalign, justification) = Self.alignment(label.textAlignment)
            gtk_label_set_xalign(widget.opaque, xalign)
            gtk_label_set_justify(widget.opaque, justification)
            shownAlignment = label.textAlignment
        }
    }

    private func showText() {
        let text = label.text ?? ""
        guard text != shownText else { return }
        // Explicitly: the implicit conversion copies the text into a new array first.
        text.withCString { gtk_label_set_text(widget.opaque, $0) }
        shownText = text
    }

    override var widgetState: String {
        "GtkLabel " + String(reflecting: gtk_label_get_text(widget.opaque).map { String(cString: $0) } ?? "")
    }

    static func alignment(_ alignment: TextAlignment) -> (Float, GtkJustification) {
        switch alignment {
        case .center: (0.5, GTK_JUSTIFY_CENTER)
        case .right: (1, GTK_JUSTIFY_RIGHT)
        case .left, .natural: (0, GTK_JUSTIFY_LEFT)
        case .justified: (0, GTK_JUSTIFY_FILL)
        }
    }
}
