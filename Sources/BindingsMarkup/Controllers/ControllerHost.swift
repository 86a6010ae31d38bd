/// What shows a root controller and the controllers presented over it: a ``HeadlessWindow``, a
/// toolkit's window.
///
/// A host makes itself the root's ``ViewController/host`` (``ViewController/setHost(_:)``). A
/// controller in its tree that presents or dismisses another asks the host to show or hide it, and
/// the host calls `completion` once that is done on screen; the controllers' appearance callbacks
/// bracket it. A tree without a host presents at once, with nothing shown.
@MainActor
public protocol ControllerHost: AnyObject {
    /// Shows `controller` over `presenter`, as its style says, then calls `completion`.
    func show(presented controller: ViewController, over presenter: ViewController, animated: Bool,
              completion: @escaping @MainActor () -> Void)
    /// Hides `controller`, which was presented, then calls `completion`.
    func hide(presented controller: ViewController, animated: Bool, completion: @escaping @MainActor () -> Void)
}

extension ViewController {
    /// Makes `host` what shows this controller, the root of its window; `nil` when the window lets
    /// go of it.
    public func setHost(_ host: (any ControllerHost)?) {
        self.host = host
    }

    /// The host that shows this controller's tree: its own, or its parent's or presenter's.
    var effectiveHost: (any ControllerHost)? {
        var controller: ViewController? = self
        while let current = controller {
            if let host = current.host { return host }
            controller = current.parent ?? current.presentingViewController
        }
        return nil
    }
}
