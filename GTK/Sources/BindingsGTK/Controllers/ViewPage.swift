import BindingsMarkup
import CGtk

/// A screen's view, in a ``ViewTreeHost`` of its own: a window's content or a page of a stack.
///
/// A container's view (headless, the kit draws the bar and the shown child's view in it) holds the
/// shown child's view as a subview. Here the child's view is the root of its page instead, so
/// its layout changes reach the page's host: the page takes it out of the container's view, as
/// often as the container puts it back (``detach()``).
@MainActor
final class ViewPage: ControllerContent {
    let controller: ViewController?
    let host = ViewTreeHost(sizing: .flexible)

    /// A page showing `controller`'s view.
    init(controller: ViewController) {
        self.controller = controller
        detach()
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
    /// which its container shows in its own view again, or another.
    func show(_ view: View) {
        if view === controller?.view { detach() }
        host.show(view)
    }

    /// Takes the controller's view out of its container's view, where the container shows it.
    func detach() {
        guard let controller, let parent = controller.parent, parent.isViewLoaded else { return }
        let view = controller.view
        if view.superview === parent.view { view.removeFromSuperview() }
    }

    func content(showing controller: ViewController) -> (any ControllerContent)? {
        controller === self.controller ? self : nil
    }

    func tearDown() {}
}
