// A text field sends UIKit's editing events as the user edits it, and the primary action on return.
extension TextField: MarkupActionSending {
    /// `EditingDidBegin`, `EditingChanged`, `EditingDidEnd`, `EditingDidEndOnExit` and `PrimaryActionTriggered`.
    nonisolated public static var markupEvents: [String] {
        ControlEvents.editingEvents + ["EditingDidEndOnExit", "PrimaryActionTriggered"]
    }

    /// Connects `handler` to one of ``markupEvents``; returns whether `event` is one.
    public func addMarkupAction(for event: String, _ handler: @escaping @MainActor () -> Void) -> Bool {
        events.add(event, handler)
    }
}
