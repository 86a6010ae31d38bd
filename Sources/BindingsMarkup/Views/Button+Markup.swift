// A button sends a tap as UIKit's touches (`onTouchDown`, `onTouchUpInside`) and primary action
// (`onPrimaryActionTriggered`), and as the kit's `onTap`, which is the primary action too.
extension Button: MarkupActionSending {
    /// The events a button sends, each on every tap: the touches, then the primary action.
    nonisolated public static let markupEvents = touchEvents + ["PrimaryActionTriggered", "Tap"]

    /// Connects `handler` to a touch event, or adds it as a primary action for
    /// `PrimaryActionTriggered` and `Tap`; returns whether `event` is one of ``markupEvents``.
    public func addMarkupAction(for event: String, _ handler: @escaping @MainActor () -> Void) -> Bool {
        if events.add(event, handler) { return true }
        guard Self.markupEvents.contains(event) else { return false }
        addAction(handler)
        return true
    }
}
