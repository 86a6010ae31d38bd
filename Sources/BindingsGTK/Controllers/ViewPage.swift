#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A screen's view, in a ``ViewTreeHost`` of its own: a window's content or a page of a stack.
///
/// The child's view is the root of its page: a container with a presenter keeps it out of its own
/// view, so its layout changes reach the page's host.
///
/// A root that does not scroll is inset by GNOME's margin (``margin``) unless it has layout margins
/// of its own: the document then decides. A root that scrolls (a table, a scroll view) fills the
/// page, as GNOME's lists do, and insets its content itself (a form's groups). A page is never
/// narrower than ``minimumWidth``.
@MainActor
final class ViewPage: ControllerContent {
    let controller: ViewController?
    let host = ViewTreeHost(sizing: .flexible)

    /// A page showing `controller`'s view.
    init(controller: ViewController) {
        self.controller = controller
        show(controller.view)
    }

    /// A page showing `view`, which no controller owns.
    init(view: View) {
        controller = nil
        show(view)
    }

    /// The HIG's margin between a window's edges and its content, in pixels.
    static let margin: Int32 = 12
    /// The narrowest a page gets, in pixels: GNOME's apps support windows 360 pixels wide, and a
    /// window keeps its content reachable by being no narrower than its page.
    static let minimumWidth: Int32 = 360

    var widget: WidgetPointer {
        host.widget
    }

    /// Shows `view` instead: the controller's rebuilt view (``BindingsMarkup/ViewController/reloadView()``),
    /// or another.
    func show(_ view: View) {
        host.show(view)
        let scrolls = host.presenter(of: view).map { $0.scrollingWidget != $0.widget } ?? false
        let margin = scrolls || view.layoutMargins != .zero ? 0 : Self.margin
        gtk_widget_set_margin_top(host.widget, margin)
        gtk_widget_set_margin_bottom(host.widget, margin)
        gtk_widget_set_margin_start(host.widget, margin)
        gtk_widget_set_margin_end(host.widget, margin)
        gtk_widget_set_size_request(host.widget, Self.minimumWidth - 2 * margin, -1)
    }

    func content(showing controller: ViewController) -> (any ControllerContent)? {
        controller === self.controller ? self : nil
    }

    func tearDown() {}
}
#endif
