#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A GTK window showing a tree of views, laid out by the kit at the window's size: resizing the
/// window lays the tree out again.
///
/// ```swift
/// let window = Window(title: "Pharmacies", controller: NavigationController(rootViewController: list),
///                     width: 480, height: 720)
/// window.present()
/// ```
///
/// A window shows a controller as a GNOME app does: a `GtkHeaderBar` with the visible screen's
/// title and bar button items, a navigation controller as a `GtkStack` sliding between its
/// screens with a back button (Alt+Left and Escape go back too), a tab bar controller as a stack
/// with a `GtkStackSwitcher` in the header bar. It is the controller's
/// ``BindingsMarkup/ControllerHost``: a presented controller opens in a modal window of its own,
/// an alert in a `GtkMessageDialog`.
///
/// Closing the window (by the user or ``close()``) destroys its widgets and lets go of its views,
/// presenters and controller; ``GTK/run()`` returns once no window is open.
@MainActor
public final class Window {
    /// How many windows are open.
    static var openCount: Int { opened.count }
    /// The open windows, in the order they opened; a window lets go of itself when it closes.
    private static var opened: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: Window?
    }

    /// The open windows, in the order they opened.
    static var openWindows: [Window] {
        opened.compactMap(\.window)
    }

    private var scene: ControllerScene?
    private var retained: AnyObject?
    /// The controller shown, told when its view appears and disappears.
    private var controller: ViewController? { retained as? ViewController }
    /// The content's size asked for, until the window has one.
    private let requestedSize: (width: Int, height: Int)
    /// The controllers presented over the root, each in a window of its own, the lowest first.
    var presentations: [any Presentation] = []

    /// Called once the window has closed.
    public var onClose: (@MainActor () -> Void)?

    /// A window whose content, `width` × `height` points under its header bar, is `content`.
    public init(title: String, content: View, width: Int = 480, height: Int = 640) {
        requestedSize = (width, height)
        let scene = ControllerScene(title: title, width: width, height: height)
        self.scene = scene
        scene.show(content)
        open(scene)
    }

    /// A window showing `controller` as a GNOME app would: its screen (or its navigation stack, or
    /// its tabs) under a header bar showing the visible screen's title, bar button items and back
    /// button, `title` when the screen has no title of its own. The window is the controller's
    /// ``BindingsMarkup/ControllerHost``: what it presents opens in windows of its own. The window
    /// keeps the controller until it closes.
    public init(title: String, controller: ViewController, width: Int = 480, height: Int = 640) {
        requestedSize = (width, height)
        let scene = ControllerScene(title: title, width: width, height: height)
        self.scene = scene
        retained = controller
        scene.show(controller)
        controller.setHost(self)
        open(scene)
    }

    private func open(_ scene: ControllerScene) {
        Signal.connect(scene.window.object, "close-request", answering: { [weak self] in
            self?.didClose()
            return false
        })
        Window.opened.append(WeakWindow(window: self))
    }

    /// A window lives as long as its object: one let go of while open closes.
    isolated deinit {
        guard let scene else { return }
        self.scene = nil
        Window.opened.removeAll { $0.window == nil || $0.window === self }
        for presentation in presentations.reversed() { presentation.destroy() }
        scene.tearDown()
        controller?.setHost(nil)
        gtk_window_destroy(scene.window.as(GtkWindow.self))
    }

    /// Whether the window is open.
    public var isOpen: Bool {
        scene != nil
    }

    /// The view the window shows: the visible screen's.
    public var content: View? {
        scene?.visiblePage?.host.root
    }

    /// Shows `view` instead of the visible screen's view (after a controller rebuilt its view).
    public func show(_ view: View) {
        scene?.show(view)
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
        guard let window = scene?.window else { return false }
        return Self.writePNG(of: window, to: path)
    }

    /// Writes a picture of the GTK window `window` as it is drawn now to a PNG file at `path`.
    static func writePNG(of window: WidgetPointer, to path: String) -> Bool {
        guard gtk_widget_get_mapped(window) != 0, let renderer = gtk_native_get_renderer(window.opaque) else { return false }
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
        guard let window = scene?.window else { return }
        controller?.beginAppearanceTransition(true, animated: false)
        // Focused before it shows, the window does not give the focus to its first widget (a search
        // field) first; a list with no rows yet takes it once shown.
        let focused = scene?.focusPastSearch() ?? false
        gtk_window_present(window.as(GtkWindow.self))
        if !focused { scene?.focusPastSearch() }
        controller?.endAppearanceTransition()
    }

    /// Closes the window, as its close button does.
    public func close() {
        guard let window = scene?.window else { return }
        gtk_window_close(window.as(GtkWindow.self))
    }

    /// Calls `handler` with the name of each key pressed that no widget in the window used (typing
    /// in a text field uses its keys): `j`, `slash`, `Down`. The handler answers whether it used it;
    /// keys it leaves go back (Alt+Left, Escape) when a navigation stack can.
    public func onKeyPress(_ handler: @escaping @MainActor (_ key: String) -> Bool) {
        scene?.keyHandlers.append(handler)
    }

    /// Adds a keyboard shortcut to the window, listed in its Keyboard Shortcuts window (Ctrl+?)
    /// under `group`. `accelerator` is the key in GTK's syntax: `F5`, `<Control>r`, `<Alt>s`, or a
    /// plain `s`, which a focused text field keeps as typing. `action` runs before the widgets see
    /// the key and answers whether it used it (a screen with no use for it lets the key through):
    ///
    /// ```swift
    /// try window.addShortcut("Sort by Name", accelerator: "<Control>2", group: "Pharmacies") {
    ///     list.sort(by: .name)
    ///     return true
    /// }
    /// ```
    ///
    /// - Throws: ``GTKError/invalidAccelerator(_:)`` when GTK cannot parse `accelerator`.
    public func addShortcut(_ title: String, accelerator: String, group: String,
                            action: @escaping @MainActor () -> Bool) throws(GTKError) {
        let shortcut = try KeyboardShortcut(title: title, accelerator: accelerator, group: group, action: action)
        scene?.shortcuts.append(shortcut)
    }

    /// Adds a button titled `title` to the window's header bar, after the screen's leading bar
    /// button items; clicking it calls `action`.
    public func addTitleBarButton(_ title: String, action: @escaping @MainActor () -> Void) {
        scene?.headerBar.addButton(title, action: action)
    }

    /// The window closed: what it presents goes, its content lets go of the controllers (a
    /// transition under way ends), then the presented controllers and the root disappear, as a
    /// ``BindingsMarkup/HeadlessWindow`` closing.
    private func didClose() {
        guard let scene else { return }
        let presented = presentations
        presentations.removeAll()
        for presentation in presented.reversed() { presentation.destroy() }
        scene.tearDown()
        let shown = (controller.map { [$0] } ?? []) + presented.map(\.controller)
        for controller in shown.reversed() { controller.beginAppearanceTransition(false, animated: false) }
        let root = controller
        self.scene = nil
        retained = nil
        Window.opened.removeAll { $0.window === self }
        for controller in shown.reversed() { controller.endAppearanceTransition() }
        root?.setHost(nil)
        onClose?()
        if Window.openCount == 0 { GTK.stop() }
    }

    /// The presenters of the visible screen's views, for tests that inspect the widgets.
    @_spi(Testing) public var widgets: [WidgetPresenter] {
        scene?.visiblePage?.host.shownPresenters ?? []
    }

    /// The GTK window, for tests and screenshots.
    @_spi(Testing) public var gtkWindow: WidgetPointer? {
        scene?.window
    }

    /// The window's scene and those of the windows presented over it, the lowest first; an
    /// alert's dialog has none.
    var scenes: [ControllerScene?] {
        [scene] + presentations.map { ($0 as? PresentedWindow)?.scene }
    }

    /// The content's size: as allocated once shown, else as asked for.
    var contentSize: (width: Int, height: Int) {
        guard let widget = scene?.root?.widget, gtk_widget_get_width(widget) > 0 else { return requestedSize }
        return (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
    }
}
#endif
