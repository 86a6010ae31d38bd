#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// The widget of a presenter whose own widget shows its view's content itself (a table's list, a
/// scroll view's viewport) while some of its slots (``MarkupViewSlots``) hold views of their own: a
/// `GtkOverlay` with a host for the background view under the content, and a host for the view on
/// top (a refreshing control) over the content's top edge.
///
/// Each host shows its view as a root of its own, at the overlay's width: the background fills
/// the overlay, the top view takes its fitting height. A view the kit collapses (a refresh control
/// not refreshing) is not shown.
@MainActor
final class SlotOverlay {
    /// The overlay, the presenter's widget.
    let widget: WidgetPointer
    private let background = ViewTreeHost(sizing: .flexible)
    private let top = ViewTreeHost(sizing: .rigid)

    /// An overlay around `content`, which it sizes.
    init(content: WidgetPointer) {
        widget = gtk_overlay_new()
        gtk_overlay_set_child(widget.opaque, background.widget)
        gtk_overlay_add_overlay(widget.opaque, content)
        gtk_overlay_set_measure_overlay(widget.opaque, content, 1)
        gtk_widget_set_valign(top.widget, GTK_ALIGN_START)
        // An empty host over the content's top would take the user's clicks there.
        gtk_widget_set_can_target(top.widget, 0)
        gtk_overlay_add_overlay(widget.opaque, top.widget)
    }

    /// Shows `background` under the content and `top` over its top edge. With a background,
    /// `seeThrough` (the widget that paints over it, a list or a grid) loses its own background so
    /// that the view shows through.
    func show(background view: View?, top topView: View?, seeThrough: WidgetPointer? = nil) {
        if view != nil, let seeThrough, let name = Self.transparentClass { gtk_widget_add_css_class(seeThrough, name) }
        background.show(view)
        top.show(topView)
        background.syncIfNeeded()
        top.syncIfNeeded()
    }

    /// Lays both views out again: the presenter's view changed.
    func setNeedsLayout() {
        background.setNeedsLayout()
        top.setNeedsLayout()
    }

    /// The presenters of the views shown, background first, for tests.
    var shownPresenters: [WidgetPresenter] {
        background.shownPresenters + top.shownPresenters
    }

    /// A CSS class that clears a widget's background, so that a background view shows through.
    private static var transparentClass: String? {
        StyleSheet.className(for: WidgetStyle(background: Color(white: 0, alpha: 0)))
    }
}
#endif
