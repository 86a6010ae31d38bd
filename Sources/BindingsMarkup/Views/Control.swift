import Bindings

/// A view the user acts on, sending events to the actions markup connects: `UIControl` in MarkupKit
/// documents, the base of the kit's buttons, text fields, switches, sliders and pickers.
///
/// A subclass lists the events it sends in ``markupEvents``; an `onXxx` attribute naming one connects
/// the owner's action to it (``addMarkupAction(for:_:)``). The subclasses' `userDid…` methods stand
/// for the user acting on the control and send those events.
open class Control: View, MarkupActionSending {
    /// The handlers markup connected, for the events this class sends.
    private var events: ControlEvents

    /// Creates a control with no actions.
    public required init() {
        events = ControlEvents(Self.markupEvents)
        super.init()
    }

    /// The events the control sends, by the names markup uses after `on`; a subclass lists its own
    /// (none for a plain control).
    nonisolated open class var markupEvents: [String] { [] }

    /// Connects `handler` to one of ``markupEvents``; returns whether `event` is one.
    open func addMarkupAction(for event: String, _ handler: @escaping @MainActor () -> Void) -> Bool {
        events.add(event, handler)
    }

    /// Whether markup connected a handler to `event`.
    func hasActions(for event: String) -> Bool {
        events.isConnected(event)
    }

    /// Calls the handlers of `event`, in the order they were added.
    func sendActions(for event: String) {
        events.send(event)
    }

    /// Sends each of `events`, in order.
    func sendActions(for events: [String]) {
        for event in events { sendActions(for: event) }
    }

    /// Sends `ValueChanged` then `PrimaryActionTriggered`: the user changed the control's value.
    func sendValueChanged() {
        sendActions(for: ControlEvents.valueEvents)
    }
}
