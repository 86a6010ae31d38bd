// A switch sends `ValueChanged` when the user flips it.
extension Switch: MarkupActionSending {
    /// `ValueChanged`.
    nonisolated public static var markupEvents: [String] { ["ValueChanged"] }

    /// Connects `handler` to `ValueChanged`; returns whether `event` is it.
    public func addMarkupAction(for event: String, _ handler: @escaping @MainActor () -> Void) -> Bool {
        events.add(event, handler)
    }
}
