#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// A ``TabBarController`` as a `GtkStack` with one page per tab, and the `GtkStackSwitcher` the
/// window's header bar shows for it. A page's title is the tab's title, its icon the tab item's
/// image when that names an icon, and it needs attention while the item has a badge; the pages
/// follow the items. A tab's content is made when the tab is first selected.
///
/// A click on a switcher's button is the user's tap on the tab (``TabBarController/userDidSelectTab(at:)``):
/// when the delegate refuses it, the stack goes back to the selected page.
@MainActor
final class TabStack: ControllerContent, BindingsMarkup.ContainerPresenter {
    let tabs: TabBarController
    let widget: WidgetPointer
    let switcher: WidgetPointer
    private weak var scene: ControllerScene?
    private let transition: StackTransition
    private var pages: [Tab] = []
    private var observations: [KeyValueObservation] = []
    /// Set while the stack changes its page itself, when its `visible-child` is no user's click.
    private var isShowing = false

    /// One tab's page: a box that holds the tab's content once made.
    @MainActor
    private final class Tab {
        let controller: ViewController
        let holder: WidgetPointer
        var page: OpaquePointer?
        var content: (any ControllerContent)?

        init(controller: ViewController) {
            self.controller = controller
            holder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            g_object_ref_sink(holder.gobject)
        }

        isolated deinit {
            g_object_unref(holder.gobject)
        }
    }

    init(tabs: TabBarController, scene: ControllerScene) {
        self.tabs = tabs
        self.scene = scene
        widget = gtk_stack_new()!
        g_object_ref_sink(widget.gobject)
        gtk_stack_set_hhomogeneous(widget.opaque, 0)
        gtk_stack_set_vhomogeneous(widget.opaque, 0)
        switcher = gtk_stack_switcher_new()!
        g_object_ref_sink(switcher.gobject)
        gtk_stack_switcher_set_stack(switcher.opaque, widget.opaque)
        transition = StackTransition(stack: widget)
        // The container's view holds the selected tab's view as a subview; loaded now, the page takes it out.
        _ = tabs.view
        tabs.containerPresenter = self
        syncPages(in: scene)
        showSelected(animated: false, in: scene) {}
        Signal.connect(widget.object, "notify::visible-child", pointer: { [weak self] _ in self?.visibleChildDidChange() })
    }

    isolated deinit {
        g_object_unref(switcher.gobject)
        g_object_unref(widget.gobject)
    }

    var controller: ViewController? {
        tabs
    }

    func content(showing controller: ViewController) -> (any ControllerContent)? {
        if controller === tabs { return self }
        for page in pages {
            if let found = page.content?.content(showing: controller) { return found }
        }
        return nil
    }

    func tearDown() {
        if tabs.containerPresenter === self { tabs.containerPresenter = nil }
        observations.removeAll()
        transition.finish()
        for page in pages { page.content?.tearDown() }
    }

    // MARK: ContainerPresenter

    /// Follows the tabs and the selection: the selected tab's page shows, cross-fading when animated.
    func container(_ container: ViewController, perform change: ContainerTransition, completion: @escaping @MainActor () -> Void) {
        guard container === tabs, let scene else { return completion() }
        syncPages(in: scene)
        showSelected(animated: change.animated, in: scene, then: completion)
    }

    private func showSelected(animated: Bool, in scene: ControllerScene, then completion: @escaping @MainActor () -> Void) {
        guard let index = tabs.selectedIndex, pages.indices.contains(index) else {
            scene.contentDidChange()
            return completion()
        }
        let tab = pages[index]
        if tab.content == nil {
            let content = makeContent(for: tab.controller, in: scene)
            gtk_widget_set_hexpand(content.widget, 1)
            gtk_widget_set_vexpand(content.widget, 1)
            gtk_box_append(tab.holder.as(GtkBox.self), content.widget)
            tab.content = content
        }
        scene.contentDidChange()
        isShowing = true
        transition.show(tab.holder, transition: animated ? GTK_STACK_TRANSITION_TYPE_CROSSFADE : GTK_STACK_TRANSITION_TYPE_NONE, then: completion)
        isShowing = false
    }

    /// A click on the switcher: the user's tap on that tab, which the delegate may refuse.
    private func visibleChildDidChange() {
        guard !isShowing, let child = gtk_stack_get_visible_child(widget.opaque),
              let index = pages.firstIndex(where: { $0.holder == child }) else { return }
        if index != tabs.selectedIndex { tabs.userDidSelectTab(at: index) }
        guard let selected = tabs.selectedIndex, pages.indices.contains(selected), pages[selected].holder != child else { return }
        isShowing = true
        gtk_stack_set_transition_type(widget.opaque, GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_stack_set_visible_child(widget.opaque, pages[selected].holder)
        isShowing = false
    }

    // MARK: Pages

    /// One page per tab, in the tabs' order, each following its item.
    private func syncPages(in scene: ControllerScene) {
        let controllers = tabs.viewControllers
        if pages.map({ ObjectIdentifier($0.controller) }) != controllers.map(ObjectIdentifier.init) {
            // The stack shows another page as pages go and come: no user's click.
            isShowing = true
            defer { isShowing = false }
            for page in pages {
                gtk_stack_remove(widget.opaque, page.holder)
                page.page = nil
            }
            let old = pages
            pages = controllers.map { controller in old.first { $0.controller === controller } ?? Tab(controller: controller) }
            for page in old where !pages.contains(where: { $0 === page }) { page.content?.tearDown() }
            for page in pages { page.page = gtk_stack_add_child(widget.opaque, page.holder) }
        }
        observeItems()
        updatePages()
    }

    /// Follows every tab's item and its controller's title, as the kit's tab bar does.
    private func observeItems() {
        observations.removeAll()
        for page in pages {
            let source = page.controller.tabItemSource
            for key in ["title", "image", "badgeValue", "systemItem"] { watch(source.tabBarItem, key) }
            watch(source, "title")
        }
    }

    private func watch(_ object: some KeyValueCoding, _ key: String) {
        do {
            observations.append(try object.observe(key, delivery: .mainActor) { [weak self] _, _ in self?.updatePages() })
        } catch {
            assertionFailure("a tab's item declares \(key): \(error)")
        }
    }

    /// Gives each page its tab's title, icon and attention.
    private func updatePages() {
        for tab in pages {
            guard let page = tab.page else { continue }
            let item = tab.controller.tabItemSource.tabBarItem
            let title = tab.controller.displayedTabTitle
            if gtk_stack_page_get_title(page).map({ String(cString: $0) }) != title { gtk_stack_page_set_title(page, title) }
            let icon = item.image.flatMap { BarButton.namesIcon($0) ? $0 : nil }
            if gtk_stack_page_get_icon_name(page).map({ String(cString: $0) }) != icon { gtk_stack_page_set_icon_name(page, icon) }
            let attention: gboolean = item.badgeValue != nil ? 1 : 0
            if gtk_stack_page_get_needs_attention(page) != attention { gtk_stack_page_set_needs_attention(page, attention) }
        }
    }
}
#endif
