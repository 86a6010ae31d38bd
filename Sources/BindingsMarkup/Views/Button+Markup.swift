// A button sends its taps as whatever event markup names (`onPrimaryActionTriggered`, `onTap`…).
extension Button: MarkupActionSending {
    /// Adds `handler` as a tap action, whatever `event` is.
    public func addMarkupAction(for event: String, _ handler: @escaping @MainActor () -> Void) -> Bool {
        addAction(handler)
        return true
    }
}
