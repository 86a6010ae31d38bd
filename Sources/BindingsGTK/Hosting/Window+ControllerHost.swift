#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

// What the root controller and the controllers in its tree present opens over the window: an
// alert in a message dialog, any other controller in a modal window with its own header bar, each
// transient for the window on top, so presentations stack.
extension Window: ControllerHost {
    /// Opens `controller` over the window on top: an ``BindingsMarkup/AlertController`` as a
    /// `GtkMessageDialog`, any other in a modal window sized as its ``BindingsMarkup/ModalPresentationStyle``
    /// says; `completion` runs once it is shown.
    public func show(presented controller: ViewController, over presenter: ViewController, animated: Bool,
                     completion: @escaping @MainActor () -> Void) {
        guard let parent = presentations.last?.gtkWindow ?? gtkWindow else { return completion() }
        let presentation: any Presentation
        if let alert = controller as? AlertController {
            presentation = AlertDialog(alert: alert, over: parent)
        } else {
            let size = PresentedWindow.contentSize(for: controller.modalPresentationStyle, over: contentSize)
            presentation = PresentedWindow(controller: controller, over: parent, width: size.width, height: size.height)
        }
        presentations.append(presentation)
        presentation.present()
        completion()
    }

    /// Destroys the window or dialog of `controller`; `completion` runs once it is gone.
    public func hide(presented controller: ViewController, animated: Bool, completion: @escaping @MainActor () -> Void) {
        if let index = presentations.firstIndex(where: { $0.controller === controller }) {
            presentations.remove(at: index).destroy()
        }
        completion()
    }
}
#endif
