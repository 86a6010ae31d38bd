#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a view whose content GTK cannot show without further libraries (a ``MapView``'s tiles,
/// a ``WebView``'s page) as the kit's pictures do: a card (libadwaita's `.card`) whose dimmed
/// label is the view's caption, following the keys the caption reads.
@MainActor
class CaptionedBoxPresenter: WidgetPresenter {
    private let boxed: any View & CaptionedBoxDrawing
    private var shownCaption: String?

    init(view: some View & CaptionedBoxDrawing) {
        boxed = view
        super.init(view: view, widget: gtk_label_new(nil))
        gtk_widget_add_css_class(widget, "card")
        gtk_widget_add_css_class(widget, "dim-label")
        gtk_label_set_ellipsize(widget.opaque, PANGO_ELLIPSIZE_END)
    }

    override var widgetState: String {
        "GtkLabel card " + String(cString: gtk_label_get_text(widget.opaque))
    }

    override func update() {
        super.update()
        let caption = boxed.caption
        guard caption != shownCaption else { return }
        gtk_label_set_text(widget.opaque, caption)
        shownCaption = caption
    }
}

/// A ``MapView`` as a captioned card: its kind and centre.
@MainActor
final class MapViewPresenter: CaptionedBoxPresenter {
    override class var shownKeys: [String] {
        super.shownKeys + ["mapType", "centerCoordinate"]
    }
}

/// A ``WebView`` as a captioned card: its page's address, or the text of the HTML it was given.
@MainActor
final class WebViewPresenter: CaptionedBoxPresenter {
    override class var shownKeys: [String] {
        super.shownKeys + ["url", "htmlString"]
    }
}
#endif
