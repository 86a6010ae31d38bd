// The appearance callbacks, driven by the host that shows the controller (a window, a terminal
// session) or the container it is in, with UIKit's begin/end pair: each callback comes once per
// change, in order, and the children shown with a controller hear them after it.
extension ViewController {
    /// Tells the controller its view is about to be shown (`true`) or hidden (`false`): calls
    /// ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``, loading the view first when it appears.
    /// A host calls it, then ``endAppearanceTransition()`` once the change is done. A transition to
    /// the state the controller is already in or going to is ignored, so callbacks never repeat.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            _ = view
            appearance = .appearing
            transitionIsAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            transitionIsAnimated = animated
            viewWillDisappear(animated)
        default:
            return
        }
        for child in childrenShown { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``. Without a transition under way it does
    /// nothing.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(transitionIsAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(transitionIsAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in childrenShown { child.endAppearanceTransition() }
    }
}

extension ViewController {
    /// Whether the controller's view is shown or being shown: a change made now (a push, a
    /// presentation) gives the controllers it shows and hides their appearance callbacks.
    var isShown: Bool {
        appearance == .appeared || appearance == .appearing
    }
}
