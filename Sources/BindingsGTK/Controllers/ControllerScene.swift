#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// One GTK window's header bar and content: a root controller's tree (or a view), shown as a
/// GNOME app shows it. The header bar shows the visible screen (the top of the visible
/// navigation stack, through selected tabs and nested stacks): its title, its bar button items,
/// a back button while a visible stack can go back, and a tab switcher in the title's place
/// while the selected tab's stack is at its root. Alt+Left and Escape go back, when no widget
/// used the key; with nowhere to go back, Escape ends the screen's search.
///
/// ``Window`` and ``PresentedWindow`` each have one; the window's size given is its content's.
@MainActor
final class ControllerScene {
    let window: WidgetPointer
    let headerBar = HeaderBar()
    /// The window's own title, shown when the visible screen has none.
    let title: String
    private(set) var root: (any ControllerContent)?
    /// The key handlers of the window's owner, asked first (``Window/onKeyPress(_:)``).
    var keyHandlers: [@MainActor (String) -> Bool] = []
    /// What Escape does when nothing goes back: a presented window's dismissal.
    var dismissAction: (@MainActor () -> Void)?
    /// The keys the app added (``Window/addShortcut(_:accelerator:group:action:)``), asked before the widgets.
    var shortcuts: [KeyboardShortcut] = []
    /// The Keyboard Shortcuts window, while it is open.
    var shortcutsWindow: WidgetPointer?
    private var observations: [KeyValueObservation] = []
    /// The objects observed, held weakly as the observations hold them: one freed is not taken
    /// for another made later at its address.
    private var observed: [WeakObject] = []

    private struct WeakObject {
        weak var object: AnyObject?
    }

    /// A window whose content is `width` × `height` pixels under its header bar.
    init(title: String, width: Int, height: Int) {
        self.title = title
        window = AppShell.makeWindow()
        g_object_ref_sink(window.gobject)
        gtk_window_set_titlebar(window.as(GtkWindow.self), headerBar.widget)
        // The frame (a window's border where it draws its own) and the header bar come on top of
        // the content's size: measured before the content is in.
        let frameWidth = window.measure(GTK_ORIENTATION_HORIZONTAL).minimum - headerBar.widget.measure(GTK_ORIENTATION_HORIZONTAL).minimum
        let frameHeight = window.measure(GTK_ORIENTATION_VERTICAL).minimum - headerBar.widget.measure(GTK_ORIENTATION_VERTICAL).minimum
        let barHeight = headerBar.widget.measure(GTK_ORIENTATION_VERTICAL).natural
        gtk_window_set_default_size(window.as(GtkWindow.self), Int32(clamping: width) + max(0, frameWidth),
                                    Int32(clamping: height) + max(0, frameHeight) + barHeight)
        headerBar.backAction = { [weak self] in self?.backNavigation?.popViewController(animated: true) }
        let keys = gtk_event_controller_key_new()!
        Signal.connect(UnsafeMutableRawPointer(keys), "key-pressed", key: { [weak self] key, modifiers in
            self?.keyPressed(key, modifiers) ?? false
        })
        gtk_widget_add_controller(window, keys)
        installShortcuts()
        updateHeader()
    }

    isolated deinit {
        g_object_unref(window.gobject)
    }

    /// Shows `controller`'s tree.
    func show(_ controller: ViewController) {
        setRoot(makeContent(for: controller, in: self))
    }

    /// Shows `view`, which no controller owns, or (in a controller's window) shows it in the
    /// visible screen's page instead of that screen's view.
    func show(_ view: View) {
        if let page = visiblePage {
            page.show(view)
        } else {
            setRoot(ViewPage(view: view))
        }
    }

    private func setRoot(_ content: any ControllerContent) {
        root?.tearDown()
        root = content
        gtk_window_set_child(window.as(GtkWindow.self), content.widget)
        updateHeader()
    }

    /// Lets go of the content: containers are no longer told of changes.
    func tearDown() {
        root?.tearDown()
        observations.removeAll()
        observed.removeAll()
    }

    /// A container changed what it shows: the header bar follows.
    func contentDidChange() {
        updateHeader()
    }

    // MARK: What is visible

    /// The controllers shown, from the root down through navigation tops and selected tabs.
    var visibleChain: [ViewController] {
        guard var current = root?.controller else { return [] }
        var chain = [current]
        while true {
            if let navigation = current as? NavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = current as? TabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else {
                return chain
            }
            chain.append(current)
        }
    }

    /// The page of the visible screen, whose widgets a test reads.
    var visiblePage: ViewPage? {
        guard let root else { return nil }
        guard let screen = visibleChain.last else { return root as? ViewPage }
        return root.content(showing: screen) as? ViewPage
    }

    /// The innermost visible navigation controller that can go back.
    private var backNavigation: NavigationController? {
        root?.controller?.visibleNavigationControllers.last { $0.viewControllers.count > 1 }
    }

    /// Alt+Left or Escape: pops the innermost visible stack that can, as ``HeadlessWindow/goBack()``
    /// does, or else dismisses a presented window. Returns whether anything happened.
    @discardableResult
    func goBack() -> Bool {
        if let navigation = backNavigation {
            navigation.popViewController(animated: true)
            return true
        }
        guard let dismissAction else { return false }
        dismissAction()
        return true
    }

    private func keyPressed(_ key: UInt32, _ modifiers: GdkModifierType) -> Bool {
        if let name = gdk_keyval_name(key) {
            let name = String(cString: name)
            for handler in keyHandlers where handler(name) { return true }
        }
        let held = modifiers.rawValue & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
        switch (Int32(bitPattern: key), held) {
        case (GDK_KEY_Left, GDK_ALT_MASK.rawValue):
            return goBack()
        case (GDK_KEY_Escape, 0):
            // Escape in a list under a search ends the search, as it does in the search field.
            return goBack() || (searchPresenter?.cancelSearch() ?? false)
        default:
            return false
        }
    }

    // MARK: The header bar

    /// Shows the visible screen in the header bar, and follows what it shows.
    func updateHeader() {
        let chain = visibleChain
        let screen = chain.last
        var content = HeaderBar.Content()
        let item = screen?.navigationItem
        content.title = item?.displayedTitle ?? ""
        if content.title.isEmpty { content.title = title }
        content.leading = item?.leftBarButtonItems ?? []
        content.trailing = item?.rightBarButtonItems ?? []
        let back = backNavigation
        if let back, back.navigationBar.showsBackButton { content.back = back.navigationBar.backButtonTitle }
        // The innermost tabs switch in the title's place unless a stack inside them can go back.
        if let index = chain.lastIndex(where: { $0 is TabBarController }),
           !chain[index...].contains(where: { ($0 as? NavigationController).map { $0.viewControllers.count > 1 } ?? false }) {
            content.switcher = (root?.content(showing: chain[index]) as? TabStack)?.switcher
        }
        headerBar.show(content)
        gtk_window_set_title(window.as(GtkWindow.self), content.title)
        observe(screen: screen, back: back)
    }

    /// Observes what the header bar shows: the screen's item and title, and the back button's
    /// screen below and the top's choice to hide it.
    private func observe(screen: ViewController?, back: NavigationController?) {
        var targets: [(any KeyValueCoding & AnyObject, [String])] = []
        if let screen {
            targets.append((screen.navigationItem, ["title", "hidesBackButton", "leftBarButtonItems", "rightBarButtonItems"]))
            targets.append((screen, ["title"]))
        }
        if let back, back.viewControllers.count > 1 {
            let below = back.viewControllers[back.viewControllers.count - 2]
            targets.append((below.navigationItem, ["title", "backButtonTitle"]))
            targets.append((below, ["title"]))
            if let top = back.topViewController, top !== screen { targets.append((top.navigationItem, ["hidesBackButton"])) }
        }
        guard targets.count != observed.count || zip(targets, observed).contains(where: { $0.0 !== $1.object }) else { return }
        observed = targets.map { WeakObject(object: $0.0) }
        observations.removeAll()
        for (object, keys) in targets {
            for key in keys { watch(object, key) }
        }
    }

    private func watch(_ object: some KeyValueCoding, _ key: String) {
        do {
            observations.append(try object.observe(key, delivery: .mainActor) { [weak self] _, _ in self?.updateHeader() })
        } catch {
            assertionFailure("\(type(of: object)) declares \(key): \(error)")
        }
    }
}
#endif
