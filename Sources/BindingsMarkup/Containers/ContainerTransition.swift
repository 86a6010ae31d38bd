/// A change of what a container controller shows, which a toolkit's presenter of the container
/// shows (a GTK stack sliding to the pushed screen).
public struct ContainerTransition: Sendable, Hashable {
    /// What changed.
    public enum Kind: Sendable, Hashable {
        /// A controller was pushed on a navigation stack.
        case push
        /// Controllers were popped off a navigation stack.
        case pop
        /// A navigation stack was replaced (``NavigationController/setViewControllers(_:animated:)``).
        case replace
        /// A tab was selected.
        case select
    }

    /// What changed.
    public let kind: Kind
    /// Whether the change is animated.
    public let animated: Bool

    /// A change of `kind`, animated or not.
    public init(kind: Kind, animated: Bool) {
        self.kind = kind
        self.animated = animated
    }
}

/// Shows a container controller's children in a toolkit: a container tells it of each change
/// (``ContainerTransition``) and calls the appearing controllers' `viewDidAppear` only when it
/// says the change is on screen.
@MainActor
public protocol ContainerPresenter: AnyObject {
    /// `container` now shows its new state; call `completion` once that is on screen.
    func container(_ container: ViewController, perform transition: ContainerTransition, completion: @escaping @MainActor () -> Void)
}

/// The transition a container has under way: one at a time, so a change made during another's
/// animation first ends that one, as if it had finished.
@MainActor
final class ContainerTransitions {
    private var pending: (serial: Int, end: @MainActor () -> Void)?
    private var serial = 0

    /// Ends the transition under way, if any.
    func finishPending() {
        guard let running = pending else { return }
        pending = nil
        running.end()
    }

    /// Ends the transition under way, runs `begin`, tells `presenter` of `transition` (or, without
    /// one, ends at once), and runs `end` once the presenter is done, or a later transition begins.
    func perform(_ transition: ContainerTransition, of container: ViewController, presenter: (any ContainerPresenter)?,
                 begin: () -> Void, end: @escaping @MainActor () -> Void) {
        finishPending()
        serial += 1
        let current = serial
        pending = (current, end)
        begin()
        guard let presenter else { return finish(current) }
        presenter.container(container, perform: transition) { [weak self] in self?.finish(current) }
    }

    private func finish(_ serial: Int) {
        guard let running = pending, running.serial == serial else { return }
        pending = nil
        running.end()
    }
}
