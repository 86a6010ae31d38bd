import Bindings

/// A stack of screens, one on top: `UINavigationController`, with UIKit's push, pop and
/// appearance callbacks.
///
/// Its view is a ``NavigationBar`` over the top controller's view. Pushing adds a controller as a
/// child on top; the bar shows its ``ViewController/navigationItem`` and a back button titled
/// after the screen below, which pops. While the navigation controller is shown, each change gives
/// the controllers UIKit's callbacks in UIKit's order:
///
/// - push: `willMove(toParent:)` of the new one, `viewWillDisappear` of the old top,
///   `viewWillAppear` of the new, then `viewDidDisappear`, `viewDidAppear`, `didMove(toParent:)`;
/// - pop: `willMove(toParent: nil)` of the popped, `viewWillDisappear` of it, `viewWillAppear` of
///   the one below, then `viewDidDisappear`, `viewDidAppear`, `didMove(toParent: nil)`.
///
/// The `did` callbacks come once the change is on screen: at once here, after its animation in a
/// toolkit's window (see ``ContainerPresenter``).
@MainActor
open class NavigationController: ViewController {
    /// The stack, the root first and the top last.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar over the top controller's view.
    public let navigationBar = NavigationBar()
    /// Hears each change of the top controller.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// What shows the stack in a toolkit, told of each change; `nil` headless. A presenter shows
    /// the controllers' views itself, so the navigation controller's own view then holds the bar
    /// alone.
    public weak var containerPresenter: (any ContainerPresenter)? {
        didSet { showChildInView() }
    }
    private let transitions = ContainerTransitions()

    /// A stack of one screen, `rootViewController`.
    public init(rootViewController: ViewController, loader: MarkupLoader = .shared) {
        super.init(loader: loader)
        setUp()
        append(rootViewController)
        rootViewController.didMove(toParent: self)
        navigationBar.setItems(viewControllers.map(\.navigationItem))
    }

    /// An empty stack, filled with ``setViewControllers(_:animated:)`` or a push.
    public override init(loader: MarkupLoader = .shared) {
        super.init(loader: loader)
        setUp()
    }

    private func setUp() {
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
    }

    /// The controller on top, or `nil` for an empty stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller shown: one presented over the navigation controller, else the top one.
    public var visibleViewController: ViewController? {
        presentedViewController ?? topViewController
    }

    /// Whether the navigation bar is hidden.
    public var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set {
            navigationBar.isHidden = newValue
            if isViewLoaded { view.setNeedsLayout() }
        }
    }

    /// The bar over the top controller's view; no document is loaded.
    open override func loadView() throws(MarkupDiagnostics) -> View {
        makeContainerView(bar: navigationBar, at: .top, showing: topViewController, presenter: containerPresenter)
    }

    private func showChildInView() {
        showInContainerView(topViewController, presenter: containerPresenter)
    }

    override func childDidReplaceView(_ child: ViewController) {
        if child === topViewController { showChildInView() }
    }

    /// `false`: the top controller alone hears the navigation controller's appearance callbacks.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var childrenShown: [ViewController] {
        topViewController.map { [$0] } ?? []
    }

    // MARK: Changing the stack

    /// Pushes `viewController` on top, animated in a toolkit when `animated`. A controller shown
    /// elsewhere is not pushed (``ControllerWarning/pushingShownController(_:)``).
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        transitions.finishPending()
        guard !viewController.isPlaced else {
            ControllerWarning.report(.pushingShownController(viewController.typeName))
            return
        }
        let previous = topViewController
        append(viewController)
        transition(.push, animated: animated, from: previous, to: viewController, added: [viewController], removed: [])
    }

    /// Pops the top controller and returns it; `nil`, and nothing changes, at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return pop(toIndex: viewControllers.count - 2, animated: animated).last
    }

    /// Pops every controller above the root and returns them, the lowest first; `nil` when the root
    /// is on top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        return pop(toIndex: 0, animated: animated)
    }

    /// Pops every controller above `viewController` and returns them, the lowest first; `nil`
    /// when it is on top or not in the stack (``ControllerWarning/notInStack(_:)``).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            ControllerWarning.report(.notInStack(viewController.typeName))
            return nil
        }
        guard index < viewControllers.count - 1 else { return nil }
        return pop(toIndex: index, animated: animated)
    }

    /// Replaces the stack with `controllers`, the root first: those not in it leave, new ones come
    /// in, and the new top appears in the old one's place. A controller shown elsewhere, or given
    /// twice, is left out (with a warning).
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        transitions.finishPending()
        let kept = acceptedChildren(controllers)
        let previous = topViewController
        let (removed, added) = beginReplacing(viewControllers, with: kept)
        viewControllers = kept
        transition(.replace, animated: animated, from: previous, to: topViewController, added: added, removed: removed)
    }

    private func append(_ controller: ViewController) {
        addChild(controller)
        viewControllers.append(controller)
    }

    private func pop(toIndex index: Int, animated: Bool) -> [ViewController] {
        transitions.finishPending()
        let popped = Array(viewControllers[(index + 1)...])
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        let previous = topViewController
        viewControllers.removeSubrange((index + 1)...)
        transition(.pop, animated: animated, from: previous, to: topViewController, added: [], removed: popped)
        return popped
    }

    /// Shows the new top: appearance callbacks when shown, the bar, the view, the delegate, and,
    /// once on screen, the `did` callbacks and containment.
    private func transition(_ kind: ContainerTransition.Kind, animated: Bool, from old: ViewController?, to new: ViewController?,
                            added: [ViewController], removed: [ViewController]) {
        let changesTop = old !== new
        let shown = isShown && changesTop
        transitions.perform(ContainerTransition(kind: kind, animated: animated), of: self, presenter: containerPresenter) {
            if let new, changesTop { delegate?.navigationController(self, willShow: new, animated: animated) }
            if shown {
                old?.beginAppearanceTransition(false, animated: animated)
                new?.beginAppearanceTransition(true, animated: animated)
            }
            navigationBar.setItems(viewControllers.map(\.navigationItem))
            showChildInView()
        } end: { [weak self] in
            guard let self else { return }
            if shown {
                old?.endAppearanceTransition()
                new?.endAppearanceTransition()
            }
            finishReplacing(removed: removed, added: added)
            if let new, changesTop { delegate?.navigationController(self, didShow: new, animated: animated) }
        }
    }
}
