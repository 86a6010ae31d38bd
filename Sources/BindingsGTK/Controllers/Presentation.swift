#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A controller presented over a ``Window``'s root, in a window of its own: a
/// ``PresentedWindow``, or an ``AlertDialog`` for an alert.
@MainActor
protocol Presentation: AnyObject {
    /// The controller presented.
    var controller: ViewController { get }
    /// The GTK window showing it, which later presentations are transient for.
    var gtkWindow: WidgetPointer { get }
    /// Shows the window.
    func present()
    /// Destroys the window: the controller was dismissed, or the window under it closed.
    func destroy()
}
#endif
