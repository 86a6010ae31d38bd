// A text field sends `EditingChanged` when the user edits it.
extension TextField: MarkupActionSending {
    /// `EditingChanged`.
    nonisolated public static var markupEvents: [String] { ["EditingChanged"] }

    /// Connects `handler` to `EditingChanged`; returns whether `event` is it.
    public func addMarkupAction(for event: String, _ handler: @escaping @MainActor () -> Void) -> Bool {
        events.add(event, handler)
    }
}
