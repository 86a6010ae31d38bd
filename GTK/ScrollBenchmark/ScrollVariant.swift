#if GTK
import CGtk

/// One way of showing the pharmacy list in a window, driven the same way by every mode: the
/// benchmark only sets the list's vertical adjustment, waits for frames and reads counters.
@MainActor
protocol ScrollVariant: AnyObject {
    /// `bindings` or `hand-written`, as the command line and the table name it.
    var name: String { get }
    /// The GtkWindow.
    var window: UnsafeMutablePointer<GtkWidget> { get }
    /// The GtkScrolledWindow around the list.
    var scrolledWindow: UnsafeMutablePointer<GtkWidget> { get }
    /// Row widgets made (the factory's `setup`) and freed (`teardown`) so far.
    var rowsMade: Int { get }
    var rowsFreed: Int { get }
    /// Items bound to a row widget so far (the factory's `bind`).
    var rowsBound: Int { get }
}

extension ScrollVariant {
    /// The list's vertical adjustment: setting its value scrolls as the scroll bar does.
    var adjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolledWindow))
    }

    /// Row widgets alive now.
    var rowsAlive: Int { rowsMade - rowsFreed }

    /// The highest offset the list scrolls to.
    var maximumOffset: Double {
        gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }
}

extension ScrollVariant {
    /// Maps the window, raises it above the other variant's and gives it focus.
    func show() {
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    }
}
#endif
