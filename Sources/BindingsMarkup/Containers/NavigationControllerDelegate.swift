/// Hears a ``NavigationController`` change its top controller, as `UINavigationControllerDelegate`.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be on top (after a push, a pop or a new stack), before its
    /// appearance callbacks.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// `viewController` is on top, after its `viewDidAppear`.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    /// Nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}
