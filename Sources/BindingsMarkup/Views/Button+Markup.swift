// A button sends a tap under UIKit's names for it (`onPrimaryActionTriggered`, `onTouchUpInside`)
// and the kit's (`onTap`).
extension Button: MarkupActionSending {
    /// The events a button sends, each on every tap.
    nonisolated public static let markupEvents = ["Tap", "PrimaryActionTriggered", "TouchUpInside"]

    /// Adds `handler` as a tap action when `event` is one of ``markupEvents``.
    public func addMarkupAction(for event: String, _ handler: @escaping @MainActor () -> Void) -> Bool {
        guard Self.markupEvents.contains(event) else { return false }
        addAction(handler)
        return true
    }
}
