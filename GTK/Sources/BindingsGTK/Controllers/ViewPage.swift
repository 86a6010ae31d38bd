import BindingsMarkup
import CGtk

/// A screen's view, in a ``ViewTreeHost`` of its own: a window's content or a page of a stack.
///
/// The child's view is the root of its page: a container with a presenter keeps it out of its own
/// view, so its layout changes reach the page's host.
@MainActor
final class ViewPage: ControllerContent {
    let controller: ViewController?
    let host = ViewTreeHost(sizing: .flexible)

    /// A page showing `controller`'s view.
    init(controller: ViewController) {
        self.controller = controller
        host.show(controller.view)
    }

    /// A page showing `view`, which no controller owns.
    init(view: View) {
        controller = nil
        host.show(view)
    }

    var widget: WidgetPointer {
        host.widget
    }

    /// Shows `view` instead: the controller's rebuilt view (``BindingsMarkup/ViewController/reloadView()``),
    /// or another.
    func show(_ view: View) {
        host.show(view)
    }

    func content(showing controller: ViewController) -> (any ControllerContent)? {
        controller === self.controller ? self : nil
    }

    func tearDown() {}
}
