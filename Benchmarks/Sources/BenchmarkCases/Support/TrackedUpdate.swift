import Observation

/// Keeps one label in step with `@Observable` models the way apps do: read the model inside
/// `withObservationTracking`; `onChange` (called before the change is stored) marks the label
/// dirty; the next update pass reads again, which registers again.
@MainActor
final class TrackedUpdate {
    private let apply: @MainActor () -> Void
    // nonisolated(unsafe): `onChange` runs synchronously on the changing thread, the main one; a
    // main-actor hop or check there would be a cost the other technologies do not pay.
    nonisolated(unsafe) private var isDirty = false

    /// Applies once and starts tracking what `apply` reads.
    init(_ apply: @escaping @MainActor () -> Void) {
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
        withObservationTracking { apply() } onChange: { [weak self] in self?.isDirty = true }
    }
}
