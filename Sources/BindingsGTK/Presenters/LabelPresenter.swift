#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``Label`` as a `GtkLabel`: its text, font, color, alignment and line limit, measured by
/// Pango (so no text is clipped), and its ``TextTone`` as GNOME's style class (`.error`,
/// `.success`, `.dim-label`), whose color then replaces the label's.
///
/// The line limit is UIKit's, as the document gives it: 0 wraps at words without limit, more than
/// one wraps up to that many lines and ends the last in "…", and 1 (UILabel's default) keeps one
/// line ending in "…". A document wanting a message to wrap says `numberOfLines="0"`, as it would
/// for UIKit.
@MainActor
final class LabelPresenter: WidgetPresenter {
    private let label: Label
    private var shownText: String?
    private var shownLines: Int?
    private var shownAlignment: TextAlignment?
    private var shownStyleClass: String??

    init(label: Label) {
        self.label = label
        super.init(view: label, widget: gtk_label_new(nil))
        gtk_label_set_yalign(widget.opaque, 0)
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["text", "font", "textColor", "numberOfLines", "textAlignment", "tone"]
    }

    override var style: WidgetStyle {
        WidgetStyle(font: label.font, textColor: label.tone == .plain ? label.textColor : nil, background: label.backgroundColor)
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
        let styleClass = Self.styleClass(of: label.tone)
        if shownStyleClass != .some(styleClass) {
            if let shown = shownStyleClass ?? nil { gtk_widget_remove_css_class(widget, shown) }
            if let styleClass { gtk_widget_add_css_class(widget, styleClass) }
            shownStyleClass = .some(styleClass)
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

    /// The text, then the tone's class when it has one: `GtkLabel "Ready to order" .dim-label`.
    override var widgetState: String {
        let styleClass = Self.styleClass(of: label.tone).flatMap { gtk_widget_has_css_class(widget, $0) != 0 ? " ." + $0 : nil }
        return "GtkLabel " + String(reflecting: gtk_label_get_text(widget.opaque).map { String(cString: $0) } ?? "") + (styleClass ?? "")
    }

    /// GNOME's style class for `tone`, or `nil` for plain text.
    static func styleClass(of tone: TextTone) -> String? {
        switch tone {
        case .plain: nil
        case .dim: "dim-label"
        case .error: "error"
        case .success: "success"
        }
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
#endif
