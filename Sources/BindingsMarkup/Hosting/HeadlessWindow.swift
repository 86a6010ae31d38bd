/// A window without a toolkit: shows a root controller, and the controllers presented over it,
/// at one size, and draws them as one text picture. What a terminal app and a screen's tests show.
///
/// ```swift
/// let window = HeadlessWindow(rootViewController: NavigationController(rootViewController: list),
///                             size: Size(width: 640, height: 480))
/// window.show()
/// print(window.renderText())
/// ```
///
/// The window is the root's ``ControllerHost``: a presented controller is laid out over the ones
/// below as its style says (a sheet inset from the edges, an alert centred in a box, an action
/// sheet along the bottom) and drawn boxed over them. ``goBack()`` is Escape and Alt+Left: it
/// cancels an alert, dismisses a sheet, or pops the visible navigation controller.
@MainActor
public final class HeadlessWindow: ControllerHost {
    /// The controller the window shows under everything presented.
    public let rootViewController: ViewController
    /// The window's size, in points.
    public private(set) var size: Size
    /// The presented controllers the window shows, the lowest first.
    public private(set) var presentedControllers: [ViewController] = []
    /// Whether the window is shown (between ``show()`` and ``close()``).
    public private(set) var isShown = false

    /// A window of `size` points showing `rootViewController`; nothing appears before ``show()``.
    public init(rootViewController: ViewController, size: Size) {
        self.rootViewController = rootViewController
        self.size = size
        rootViewController.setHost(self)
    }

    /// Shows the root controller: it hears `viewWillAppear` and `viewDidAppear`, and is laid out.
    public func show() {
        guard !isShown else { return }
        isShown = true
        rootViewController.beginAppearanceTransition(true, animated: false)
        layout()
        rootViewController.endAppearanceTransition()
    }

    /// Closes the window: the presented controllers, then the root, disappear, and the root is no
    /// longer the window's.
    public func close() {
        guard isShown else { return }
        let shown = [rootViewController] + presentedControllers
        for controller in shown.reversed() { controller.beginAppearanceTransition(false, animated: false) }
        isShown = false
        for controller in shown.reversed() { controller.endAppearanceTransition() }
        rootViewController.setHost(nil)
    }

    /// Lays everything out again at `size`.
    public func resize(to size: Size) {
        self.size = size
        layout()
    }

    /// The controller on top: the last presented, else the root.
    public var topViewController: ViewController {
        presentedControllers.last ?? rootViewController
    }

    /// Where `controller`'s view is in the window: the whole window for the root, or where its
    /// presentation style puts it.
    public func frame(of controller: ViewController) -> Rect {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        guard controller !== rootViewController else { return bounds }
        if let alert = controller as? AlertController {
            // An action sheet spans the window, its box on the window's edge columns.
            let width = alert.preferredStyle == .alert ? min(320, size.width - 32) : size.width - 16
            let height = min(alert.view.fittingSize(for: Size(width: width, height: .infinity)).height, size.height - 40)
            let y = alert.preferredStyle == .alert ? ((size.height - height) / 2 / 20).rounded(.down) * 20 : size.height - height - 20
            return Rect(x: ((size.width - width) / 2 / 8).rounded(.down) * 8, y: y, width: width, height: height)
        }
        switch controller.modalPresentationStyle {
        case .fullScreen, .overFullScreen:
            return bounds
        case .formSheet:
            let width = min(540, size.width - 64), height = min(620, size.height - 80)
            return Rect(x: ((size.width - width) / 2 / 8).rounded(.down) * 8, y: 40, width: width, height: height)
        case .automatic, .pageSheet:
            return Rect(x: 32, y: 40, width: max(0, size.width - 64), height: max(0, size.height - 60))
        }
    }

    /// Lays the root and each presented controller out in its frame.
    public func layout() {
        for controller in [rootViewController] + presentedControllers {
            let frame = frame(of: controller)
            controller.view.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            controller.view.layoutIfNeeded()
        }
    }

    /// Escape or Alt+Left: cancels the alert on top, or dismisses the sheet on top, or pops the
    /// navigation controller shown on top. Returns whether anything happened.
    @discardableResult
    public func goBack() -> Bool {
        let top = topViewController
        if let alert = top as? AlertController { return alert.userDidCancel() }
        if let navigation = top.poppableNavigationController {
            navigation.popViewController(animated: true)
            return true
        }
        guard !presentedControllers.isEmpty else { return false }
        top.dismiss(animated: true)
        return true
    }

    /// The window as text: the root's picture with each presented controller's drawn over it,
    /// boxed unless it covers the window.
    public func renderText(ansi: Bool = false) -> String {
        layout()
        var layers = [TextLayer(view: rootViewController.view, origin: .zero, boxed: false)]
        for controller in presentedControllers {
            let frame = frame(of: controller)
            layers.append(TextLayer(view: controller.view, origin: frame.origin, boxed: frame.size != size))
        }
        return TextRenderer(ansi: ansi).draw(layers, size: size)
    }

    // MARK: ControllerHost

    /// Adds `controller` on top and lays it out; done at once.
    public func show(presented controller: ViewController, over presenter: ViewController, animated: Bool,
                     completion: @escaping @MainActor () -> Void) {
        presentedControllers.append(controller)
        layout()
        completion()
    }

    /// Removes `controller`; done at once.
    public func hide(presented controller: ViewController, animated: Bool, completion: @escaping @MainActor () -> Void) {
        presentedControllers.removeAll { $0 === controller }
        completion()
    }
}

extension ViewController {
    /// The navigation controllers the user sees, from this controller down through the tops of
    /// navigation stacks and the selected tabs, outermost first.
    public var visibleNavigationControllers: [NavigationController] {
        var found: [NavigationController] = []
        var current: ViewController? = self
        while let controller = current {
            if let navigation = controller as? NavigationController {
                found.append(navigation)
                current = navigation.topViewController
            } else {
                current = (controller as? TabBarController)?.selectedViewController
            }
        }
        return found
    }

    /// The innermost visible navigation controller that can go back, or `nil`.
    var poppableNavigationController: NavigationController? {
        visibleNavigationControllers.last { $0.viewControllers.count > 1 }
    }
}
