import BindingsMarkup
import CGtk

/// A GTK window showing a tree of views, laid out by the kit at the window's size: resizing the
/// window lays the tree out again.
///
/// ```swift
/// let window = Window(title: "Pharmacies", controller: controller, width: 480, height: 720)
/// window.present()
/// ```
///
/// Closing the window (by the user or ``close()``) destroys its widgets and lets go of its views,
/// presenters and controller; ``GTK/run()`` returns once no window is open.
@MainActor
public final class Window {
    /// How many windows are open.
    static var openCount = 0

    private var window: WidgetPointer?
    private var host: ViewTreeHost?
    private var retained: AnyObject?
    /// The controller shown, told when its view appears and disappears.
    private var controller: ViewController? { retained as? ViewController }
    private var headerBar: WidgetPointer?

    /// Called once the window has closed.
    public var onClose: (@MainActor () -> Void)?

    /// A window of `width` × `height` points showing `content`.
    public init(title: String, content: View, width: Int = 480, height: Int = 640) {
        let window = gtk_window_new()!
        g_object_ref_sink(window.gobject)
        self.window = window
        gtk_window_set_title(window.as(GtkWindow.self), title)
        gtk_window_set_default_size(window.as(GtkWindow.self), Int32(clamping: width), Int32(clamping: height))
        let host = ViewTreeHost(sizing: .flexible)
        self.host = host
        gtk_window_set_child(window.as(GtkWindow.self), host.widget)
        host.show(content)
        Signal.connect(window.object, "close-request", answering: { [weak self] in
            self?.didClose()
            return false
        })
        Window.openCount += 1
    }

    /// A window lives as long as its object: one let go of while open closes.
    isolated deinit {
        guard let window else { return }
        self.window = nil
        Window.openCount -= 1
        gtk_window_destroy(window.as(GtkWindow.self))
        g_object_unref(window.gobject)
    }

    /// A window showing `controller`'s view; the window keeps the controller until it closes.
    public convenience init(title: String, controller: ViewController, width: Int = 480, height: Int = 640) {
        self.init(title: title, content: controller.view, width: width, height: height)
        retained = controller
    }

    /// Whether the window is open.
    public var isOpen: Bool {
        window != nil
    }

    /// The view the window shows.
    public var content: View? {
        host?.root
    }

    /// Shows `view` instead of the current content (after a controller rebuilt its view).
    public func show(_ view: View) {
        host?.show(view)
    }

    /// Gives the keyboard focus to `view`'s widget (a text field, to type in it at once).
    public func focus(_ view: View) {
        guard let widget = (view.presenter as? WidgetPresenter)?.widget else { return }
        gtk_widget_grab_focus(widget)
    }

    /// Writes a picture of the window as it is drawn now to a PNG file at `path`; returns whether
    /// it could. Call it once the window has been drawn.
    @discardableResult
    public func writePNG(to path: String) -> Bool {
        guard let window, gtk_widget_get_mapped(window) != 0, let renderer = gtk_native_get_renderer(window.opaque) else { return false }
        let width = gtk_widget_get_width(window), height = gtk_widget_get_height(window)
        guard width > 0, height > 0 else { return false }
        let paintable = gtk_widget_paintable_new(window)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)?.assumingMemoryBound(to: GObject.self)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(texture).assumingMemoryBound(to: GObject.self)) }
        return gdk_texture_save_to_png(texture, path) != 0
    }

    /// Shows the window and gives it focus. A controller shown in it gets `viewWillAppear` before
    /// and `viewDidAppear` after, once; closing gives it `viewWillDisappear` and `viewDidDisappear`.
    public func present() {
        guard let window else { return }
        controller?.beginAppearanceTransition(true, animated: false)
        gtk_window_present(window.as(GtkWindow.self))
        controller?.endAppearanceTransition()
    }

    /// Closes the window, as its close button does.
    public func close() {
        guard let window else { return }
        gtk_window_close(window.as(GtkWindow.self))
    }

    /// Calls `handler` with the name of each key pressed that no widget in the window used (typing
    /// in a text field uses its keys): `j`, `slash`, `Down`. The handler answers whether it used it.
    public func onKeyPress(_ handler: @escaping @MainActor (_ key: String) -> Bool) {
        guard let window else { return }
        let controller = gtk_event_controller_key_new()!
        Signal.connect(UnsafeMutableRawPointer(controller), "key-pressed", key: { key, _ in
            guard let name = gdk_keyval_name(key) else { return false }
            return handler(String(cString: name))
        })
        gtk_widget_add_controller(window, controller)
    }

    /// Adds a button titled `title` to the window's title bar; clicking it calls `action`.
    public func addTitleBarButton(_ title: String, action: @escaping @MainActor () -> Void) {
        guard let window else { return }
        if headerBar == nil {
            let bar = gtk_header_bar_new()!
            gtk_window_set_titlebar(window.as(GtkWindow.self), bar)
            headerBar = bar
        }
        let button = gtk_button_new_with_label(title)!
        Signal.connect(button.object, "clicked", action)
        if let headerBar { gtk_header_bar_pack_start(headerBar.opaque, button) }
    }

    private func didClose() {
        guard let window else { return }
        let controller = controller
        controller?.beginAppearanceTransition(false, animated: false)
        self.window = nil
        host = nil
        retained = nil
        headerBar = nil
        Window.openCount -= 1
        g_object_unref(window.gobject)
        controller?.endAppearanceTransition()
        onClose?()
        if Window.openCount == 0 { GTK.stop() }
    }

    /// The host of the window's views, for tests that inspect the widgets.
    @_spi(Testing) public var widgets: [WidgetPresenter] {
        host?.shownPresenters ?? []
    }

    /// The GTK window, for tests and screenshots.
    @_spi(Testing) public var gtkWindow: WidgetPointer? {
        window
    }
}
