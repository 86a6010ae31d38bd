/// A view that sends the actions markup connects with `onXxx` attributes to its owner's handlers.
@MainActor
public protocol MarkupActionSending: AnyObject {
    /// The events the view sends, by the names markup uses after `on` (`ValueChanged`), for the
    /// element catalog and tools.
    nonisolated static var markupEvents: [ControlEvent] { get }
    /// Calls `handler` each time the view sends `event`, the attribute's name without `on`
    /// (`onPrimaryActionTriggered` → `PrimaryActionTriggered`); returns whether the view sends such
    /// an event, so that markup naming one it does not send is reported.
    func addMarkupAction(for event: ControlEvent, _ handler: @escaping @MainActor () -> Void) -> Bool
}
