#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A ``NavigationController`` as a `GtkStack`: one page per controller of its stack, made when the
/// controller first comes on top and kept while it stays in the stack, so the screen below keeps
/// its scroll position and its widgets' state. A push slides the new page in from the right, a pop
/// slides back; the controllers' `did` callbacks come once the slide is over. The pages of popped
/// controllers go then too.
@MainActor
final class NavigationStack: ControllerContent, BindingsMarkup.ContainerPresenter {
    let navigation: NavigationController
    let widget: WidgetPointer
    private weak var scene: ControllerScene?
    private let transition: StackTransition
    /// The pages of controllers in the stack, made so far.
    private var pages: [any ControllerContent] = []
    /// The pages of controllers that left the stack, removed once the transition is over.
    private var leaving: [any ControllerContent] = []

    init(navigation: NavigationController, scene: ControllerScene) {
        self.navigation = navigation
        self.scene = scene
        widget = gtk_stack_new()!
        g_object_ref_sink(widget.gobject)
        // Only the shown page is measured: the window's size does not follow the pages below.
        gtk_stack_set_hhomogeneous(widget.opaque, 0)
        gtk_stack_set_vhomogeneous(widget.opaque, 0)
        transition = StackTransition(stack: widget)
        // The container's view holds its top's view as a subview; loaded now, the page takes it out.
        _ = navigation.view
        navigation.containerPresenter = self
        if let top = navigation.topViewController { gtk_stack_set_visible_child(widget.opaque, page(for: top, in: scene).widget) }
    }

    isolated deinit {
        g_object_unref(widget.gobject)
    }

    var controller: ViewController? {
        navigation
    }

    func content(showing controller: ViewController) -> (any ControllerContent)? {
        if controller === navigation { return self }
        for page in pages {
            if let found = page.content(showing: controller) { return found }
        }
        return nil
    }

    func tearDown() {
        if navigation.containerPresenter === self { navigation.containerPresenter = nil }
        transition.finish()
        removeLeavingPages()
        for page in pages { page.tearDown() }
    }

    // MARK: ContainerPresenter

    /// Follows the stack: the top's page slides in (from the right for a push, from the left for
    /// a pop), and the pages of controllers no longer in the stack go once it is in place.
    func container(_ container: ViewController, perform change: ContainerTransition, completion: @escaping @MainActor () -> Void) {
        guard container === navigation, let scene else { return completion() }
        let stack = navigation.viewControllers
        // A new top that has a page was in the stack already: the stack goes back to it.
        let wasBelow = navigation.topViewController.map { top in pages.contains { $0.controller === top } } ?? false
        for page in pages where !stack.contains(where: { $0 === page.controller }) { leaving.append(page) }
        pages.removeAll { page in !stack.contains { $0 === page.controller } }
        guard let top = navigation.topViewController else {
            scene.contentDidChange()
            return completion()
        }
        let shown = page(for: top, in: scene)
        let type: GtkStackTransitionType
        switch (change.animated, change.kind) {
        case (false, _): type = GTK_STACK_TRANSITION_TYPE_NONE
        case (true, .pop): type = GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        case (true, .replace): type = wasBelow ? GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT : GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        case (true, _): type = GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        }
        scene.contentDidChange()
        transition.show(shown.widget, transition: type) { [weak self] in
            self?.removeLeavingPages()
            completion()
        }
    }

    // MARK: Pages

    /// The page of `controller`, made and added to the stack when it has none; a page of a
    /// controller that left the stack and came back before its page went is kept.
    private func page(for controller: ViewController, in scene: ControllerScene) -> any ControllerContent {
        if let index = leaving.firstIndex(where: { $0.controller === controller }) {
            pages.append(leaving.remove(at: index))
        }
        if let page = pages.first(where: { $0.controller === controller }) { return page }
        let page = makeContent(for: controller, in: scene)
        gtk_stack_add_child(widget.opaque, page.widget)
        pages.append(page)
        return page
    }

    private func removeLeavingPages() {
        let gone = leaving
        leaving.removeAll()
        for page in gone {
            page.tearDown()
            gtk_stack_remove(widget.opaque, page.widget)
        }
    }
}
#endif
