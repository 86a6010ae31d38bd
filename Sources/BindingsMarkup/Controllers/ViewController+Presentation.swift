// Modal presentation, as UIKit's: a controller presents another over the root of its containers
// (over what that already presents), the host shows it, and the appearance callbacks come in
// UIKit's order (presenter disappearing first, appearing last, when the style hides it).
extension ViewController {
    /// Shows `controller` over this controller's screen until it is dismissed, as its
    /// ``modalPresentationStyle`` says; `completion` runs once it is shown.
    ///
    /// The presenter is the root of this controller's containers (its navigation or tab bar
    /// controller), or the controller it already presents, so presentations stack. A controller
    /// that is shown already is not presented (``ControllerWarning/presentingShownController(_:)``).
    public func present(_ controller: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard controller !== self, !controller.isPlaced else {
            ControllerWarning.report(.presentingShownController(controller.typeName))
            return
        }
        var presenter = containerRoot
        while let above = presenter.presentedViewController { presenter = above }
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        controller.isBeingPresented = true
        let shown = presenter.isShown, hides = controller.modalPresentationStyle.hidesPresenter
        if shown {
            if hides { presenter.beginAppearanceTransition(false, animated: animated) }
            controller.beginAppearanceTransition(true, animated: animated)
        } else {
            controller.loadViewQuietly()
        }
        let finish: @MainActor () -> Void = { [weak controller, weak presenter] in
            guard let controller else { return }
            controller.isBeingPresented = false
            if shown {
                controller.endAppearanceTransition()
                if hides { presenter?.endAppearanceTransition() }
            }
            completion?()
        }
        guard let host = presenter.effectiveHost else { return finish() }
        host.show(presented: controller, over: presenter, animated: animated, completion: finish)
    }

    /// Dismisses the controller this one presents (with everything presented over it), or, when
    /// it presents nothing, this controller itself, as UIKit's; `completion` runs once it is gone.
    /// Only the topmost controller's disappearance is animated.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let base = containerRoot
        guard let target = base.presentedViewController ?? (base.presentingViewController != nil ? base : nil) else {
            completion?()
            return
        }
        var chain = [target]
        while let above = chain[chain.count - 1].presentedViewController { chain.append(above) }
        Self.dismissTopmost(of: chain, animated: animated, completion: completion)
    }

    /// Dismisses the last of `chain`, then the one before, until none is left.
    private static func dismissTopmost(of chain: [ViewController], animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let top = chain.last else {
            completion?()
            return
        }
        let rest = Array(chain.dropLast())
        top.dismissPresented(animated: animated && rest.isEmpty) {
            dismissTopmost(of: rest, animated: animated, completion: completion)
        }
    }

    /// Hides this presented controller and lets its presenter go on.
    private func dismissPresented(animated: Bool, then next: @escaping @MainActor () -> Void) {
        guard let presenter = presentingViewController, !isBeingDismissed else { return next() }
        isBeingDismissed = true
        let shown = isShown, hides = modalPresentationStyle.hidesPresenter
        if shown {
            beginAppearanceTransition(false, animated: animated)
            if hides { presenter.beginAppearanceTransition(true, animated: animated) }
        }
        let finish: @MainActor () -> Void = { [self] in
            presenter.presentedViewController = nil
            presentingViewController = nil
            isBeingDismissed = false
            if shown {
                if hides { presenter.endAppearanceTransition() }
                endAppearanceTransition()
            }
            next()
        }
        guard let host = presenter.effectiveHost else { return finish() }
        host.hide(presented: self, animated: animated, completion: finish)
    }

    /// The outermost container of this controller (itself when it is in none): what presents.
    var containerRoot: ViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// The controller on top of everything this one's tree presents: itself when it presents nothing.
    public var topPresentedViewController: ViewController {
        var top = containerRoot
        while let above = top.presentedViewController { top = above }
        return top
    }

    /// Loads the view for a controller shown where nothing is on screen; its diagnostics stay in
    /// ``viewLoadError``.
    func loadViewQuietly() {
        _ = view
    }
}
