import Observation

/// Keeps one label in step with `@Observable` models the way apps do: read the model inside
/// `withObservationTracking`; `onChange` (called before the change is stored) marks the label
/// dirty; the next update pass reads again, which registers again.
final class TrackedUpdate: @unchecked Sendable {
    // @unchecked: used on one thread only; `onChange` runs synchronously on the changing thread.
    private let apply: () -> Void
    private var isDirty = false

    /// Applies once and starts tracking what `apply` reads.
    init(_ apply: @escaping () -> Void) {
        self.apply = apply
        track()
    }

    /// The update pass: applies again and re-registers if a tracked property changed.
    func updateIfNeeded() {
        guard isDirty else { return }
        isDirty = false
        track()
    }

    private func track() {
        withObservationTracking(apply) { [weak self] in self?.isDirty = true }
    }
}
