import Bindings

/// Screens side by side, one selected: `UITabBarController`, with UIKit's selection and
/// appearance callbacks.
///
/// Its view is the selected controller's view over a ``TabBar`` with one tab per controller, each
/// showing the controller's ``ViewController/tabBarItem`` (title, image, badge) and following its
/// changes. Selecting a tab while the tab bar controller is shown gives the new controller
/// `viewWillAppear`, then the old one `viewWillDisappear` and `viewDidDisappear`, then the new one
/// `viewDidAppear`, as UIKit does. A tap on a tab (``userDidSelectTab(at:)``) asks the
/// ``delegate`` first and tells it after; a tap on the selected tab takes a navigation
/// controller in it back to its root.
@MainActor
open class TabBarController: ViewController {
    /// The controllers, one per tab, in the tabs' order.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar of tabs under the selected controller's view.
    public let tabBar = TabBar()
    /// Asked before the user selects a tab, and told after.
    public weak var delegate: (any TabBarControllerDelegate)?
    /// What shows the tabs in a toolkit, told of each change; `nil` headless. A presenter shows
    /// the controllers' views itself, so the tab bar controller's own view then holds the bar
    /// alone.
    public weak var containerPresenter: (any ContainerPresenter)? {
        didSet { showChildInView() }
    }
    private let transitions = ContainerTransitions()
    private var selection: Int?
    private var watches = KeyWatches()

    /// A tab bar controller with a tab for each of `viewControllers`, the first selected.
    public init(viewControllers: [ViewController] = [], loader: MarkupLoader = .shared) {
        super.init(loader: loader)
        _ = tabBar.addMarkupAction(for: .valueChanged) { [weak self] in self?.tabBarDidSelect() }
        setViewControllers(viewControllers, animated: false)
    }

    /// The index of the selected tab, or `nil` with no tabs. Setting an index out of range does
    /// nothing.
    public var selectedIndex: Int? {
        get { selection }
        set {
            guard let newValue, viewControllers.indices.contains(newValue) else { return }
            select(newValue, animated: false)
        }
    }

    /// The selected controller; setting one of ``viewControllers`` selects its tab.
    public var selectedViewController: ViewController? {
        get { selection.map { viewControllers[$0] } }
        set { selectedIndex = viewControllers.firstIndex { $0 === newValue } }
    }

    /// The selected controller's view over the tab bar; no document is loaded.
    open override func loadView() throws(MarkupDiagnostics) -> View {
        makeContainerView(bar: tabBar, at: .bottom, showing: selectedViewController, presenter: containerPresenter)
    }

    private func showChildInView() {
        showInContainerView(selectedViewController, presenter: containerPresenter)
    }

    override func childDidReplaceView(_ child: ViewController) {
        if child === selectedViewController { showChildInView() }
    }

    /// `false`: the selected controller alone hears the tab bar controller's appearance callbacks.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var childrenShown: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// Replaces the tabs with one per controller of `controllers` (a controller shown elsewhere,
    /// or given twice, is left out with a warning). The selected controller stays selected when it
    /// is among them; otherwise the first tab is.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        transitions.finishPending()
        let kept = acceptedChildren(controllers)
        let previous = selectedViewController
        let (removed, added) = beginReplacing(viewControllers, with: kept)
        viewControllers = kept
        selection = kept.isEmpty ? nil : kept.firstIndex { $0 === previous } ?? 0
        observeItems()
        showSelected(from: previous, animated: animated) { [weak self] in
            self?.finishReplacing(removed: removed, added: added)
        }
    }

    /// A tap on the tab at `index`: asks the delegate, selects the tab (or, when it is selected
    /// already, takes a navigation controller in it back to its root), and tells the delegate.
    public func userDidSelectTab(at index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        let controller = viewControllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else {
            updateTabBar()
            return
        }
        if index == selection {
            (controller as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index, animated: false)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func tabBarDidSelect() {
        guard let name = tabBar.selectedItem?.name, let index = Int(name) else { return updateTabBar() }
        userDidSelectTab(at: index)
    }

    private func select(_ index: Int, animated: Bool) {
        guard index != selection else { return }
        transitions.finishPending()
        let previous = selectedViewController
        selection = index
        showSelected(from: previous, animated: animated) {}
    }

    /// Shows the selected controller in `previous`'s place: appearance callbacks when shown (the
    /// new one's `viewWillAppear` first, as UIKit's), the tab bar, the view, and once on screen
    /// the `did` callbacks and `then`.
    private func showSelected(from previous: ViewController?, animated: Bool, then: @escaping @MainActor () -> Void) {
        let new = selectedViewController
        let shown = isShown && previous !== new
        transitions.perform(ContainerTransition(kind: .select, animated: animated), of: self, presenter: containerPresenter) {
            if shown {
                new?.beginAppearanceTransition(true, animated: animated)
                previous?.beginAppearanceTransition(false, animated: animated)
            }
            updateTabBar()
            showChildInView()
        } end: {
            if shown {
                previous?.endAppearanceTransition()
                new?.endAppearanceTransition()
            }
            then()
        }
    }

    // MARK: The tab bar

    /// Follows every tab's item and its controller's title; a navigation controller's own item
    /// too, which takes over from its root's once it says something.
    private func observeItems() {
        watches.removeAll()
        let keys = ["title", "image", "badgeValue", "systemItem"]
        let update: @MainActor () -> Void = { [weak self] in self?.updateTabBar() }
        let reobserve: @MainActor () -> Void = { [weak self] in self?.observeItems() }
        for controller in viewControllers {
            let source = controller.tabItemSource
            watches.watch(source.tabBarItem, keys, update)
            watches.watch(source, ["title"], update)
            if source !== controller {
                watches.watch(controller.tabBarItem, keys, reobserve)
                watches.watch(controller, ["title"], reobserve)
            }
        }
        updateTabBar()
    }

    /// The tabs as the controllers' items say, the selected one selected.
    private func updateTabBar() {
        let items = viewControllers.enumerated().map { index, controller in
            let item = controller.tabItemSource.tabBarItem
            let title = controller.displayedTabTitle
            var tab = TabBar.Item(title: item.badgeValue.map { "\(title) (\($0))" } ?? title, image: item.image, name: String(index))
            tab.systemItem = item.systemItem
            return tab
        }
        if items != tabBar.items { tabBar.items = items }
        let selected = selection.map { items[$0] }
        if selected != tabBar.selectedItem { tabBar.selectedItem = selected }
    }
}
