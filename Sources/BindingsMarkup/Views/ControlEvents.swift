/// The handlers markup connected to a control's events (`onValueChanged="…"`), by event, which
/// ``Control`` keeps and calls when it sends an event. A control lists the events it sends; an
/// `onXxx` attribute naming another is reported when the document is instantiated.
///
/// Controls send UIKit's events in UIKit's order: `PrimaryActionTriggered` follows the event that
/// triggers it (`TouchUpInside`, `ValueChanged`, `EditingDidEndOnExit`, `SearchButtonClicked`).
@MainActor
struct ControlEvents {
    /// What a value control (a switch, a slider, a picker…) sends when the user changes its value,
    /// in order, as UIKit's value controls do since iOS 14.
    nonisolated static let valueEvents: [ControlEvent] = [.valueChanged, .primaryActionTriggered]
    /// What a text control sends as the user edits it (see ``EditingSession``).
    nonisolated static let editingEvents: [ControlEvent] = [.editingDidBegin, .editingChanged, .editingDidEnd]

    /// The events the control sends.
    let names: Set<ControlEvent>
    private var handlers: [ControlEvent: [@MainActor () -> Void]] = [:]

    init(_ names: [ControlEvent]) {
        self.names = Set(names)
    }

    /// Adds `handler` for `event`; returns whether the control sends it.
    mutating func add(_ event: ControlEvent, _ handler: @escaping @MainActor () -> Void) -> Bool {
        guard names.contains(event) else { return false }
        handlers[event, default: []].append(handler)
        return true
    }

    /// Whether markup connected a handler to `event`.
    func isConnected(_ event: ControlEvent) -> Bool {
        !(handlers[event] ?? []).isEmpty
    }

    /// Calls the handlers of `event`, in the order they were added.
    func send(_ event: ControlEvent) {
        // A handler may connect more; the event goes to those connected when it was sent.
        for handler in handlers[event] ?? [] { handler() }
    }
}
