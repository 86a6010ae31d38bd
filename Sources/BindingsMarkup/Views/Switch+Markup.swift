// A switch sends `ValueChanged` and `PrimaryActionTriggered` when the user flips it.
extension Switch: MarkupActionSending {
    /// `ValueChanged` and `PrimaryActionTriggered`, in that order, each time the user changes the value.
    nonisolated public static var markupEvents: [String] { ControlEvents.valueEvents }

    /// Connects `handler` to one of ``markupEvents``; returns whether `event` is one.
    public func addMarkupAction(for event: String, _ handler: @escaping @MainActor () -> Void) -> Bool {
        events.add(event, handler)
    }
}
