#if GTK
import CGtk

/// The transitions of one `GtkStack` showing a container: shows a page with a transition, and
/// calls what waits for it once the stack's `transition-running` turns false, or at once when the
/// stack does not animate (not animated, animations off, or the stack not on screen).
///
/// A change during another's transition makes the stack slide on from where it is: what waited
/// for the first transition waits for the last.
@MainActor
final class StackTransition {
    private let stack: WidgetPointer
    private var waiting: [@MainActor () -> Void] = []
    /// Set while the stack changes its page, when its `transition-running` may turn false and
    /// true again for a transition that only changes direction.
    private var isSwitching = false

    init(stack: WidgetPointer) {
        self.stack = stack
        Signal.connect(stack.object, "notify::transition-running", pointer: { [weak self] _ in self?.runningDidChange() })
    }

    /// Whether a transition is under way.
    var isRunning: Bool {
        gtk_stack_get_transition_running(stack.opaque) != 0
    }

    /// Shows `child` with `transition`, then calls `completion` once the transition is over.
    func show(_ child: WidgetPointer, transition: GtkStackTransitionType, then completion: @escaping @MainActor () -> Void) {
        waiting.append(completion)
        isSwitching = true
        gtk_stack_set_transition_type(stack.opaque, transition)
        gtk_stack_set_visible_child(stack.opaque, child)
        isSwitching = false
        if !isRunning { finish() }
    }

    /// Calls what waits for the transition now: the stack is going away.
    func finish() {
        let done = waiting
        waiting.removeAll()
        for call in done { call() }
    }

    private func runningDidChange() {
        guard !isSwitching, !isRunning else { return }
        finish()
    }
}
#endif
