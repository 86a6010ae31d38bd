#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A presented controller (not an alert) in a modal window of its own, transient for the window
/// under it and destroyed with it, with a header bar and content of its own (a presented
/// navigation controller has its own back button).
///
/// Closing the window (its close button, Ctrl+W, or Escape when nothing in it goes back)
/// dismisses the controller through the kit, with everything presented over it; the kit's
/// dismissal destroys the window (``destroy()``).
@MainActor
final class PresentedWindow: Presentation {
    let controller: ViewController
    let scene: ControllerScene

    /// A window of `width` × `height` pixels of content showing `controller`, over `parent`.
    init(controller: ViewController, over parent: WidgetPointer, width: Int, height: Int) {
        self.controller = controller
        scene = ControllerScene(title: controller.title ?? "", width: width, height: height)
        let window = scene.window.as(GtkWindow.self)
        gtk_window_set_modal(window, 1)
        gtk_window_set_transient_for(window, parent.as(GtkWindow.self))
        gtk_window_set_destroy_with_parent(window, 1)
        scene.show(controller)
        scene.dismissAction = { [weak self] in self?.dismiss() }
        Signal.connect(scene.window.object, "close-request", answering: { [weak self] in
            self?.dismiss()
            // The kit's dismissal destroys the window.
            return true
        })
    }

    var gtkWindow: WidgetPointer {
        scene.window
    }

    func present() {
        gtk_window_present(scene.window.as(GtkWindow.self))
    }

    func destroy() {
        scene.tearDown()
        gtk_window_destroy(scene.window.as(GtkWindow.self))
    }

    /// Dismisses the controller, and whatever is presented over it.
    private func dismiss() {
        guard let presenter = controller.presentingViewController, !controller.isBeingDismissed else { return }
        presenter.dismiss(animated: true)
    }

    /// The size of a presented controller's content over a window whose content is `size`, as its
    /// style says: the headless window's frames.
    static func contentSize(for style: ModalPresentationStyle, over size: (width: Int, height: Int)) -> (width: Int, height: Int) {
        switch style {
        case .fullScreen, .overFullScreen:
            return size
        case .formSheet:
            return (min(540, max(200, size.width - 64)), min(620, max(150, size.height - 80)))
        case .automatic, .pageSheet:
            return (max(200, size.width - 64), max(150, size.height - 60))
        }
    }
}
#endif
