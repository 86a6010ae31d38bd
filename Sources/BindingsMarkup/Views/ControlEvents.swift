/// The handlers markup connected to a control's events (`onValueChanged="…"`), by event name, for
/// a control to call when it sends an event. A control lists the events it sends; an `onXxx`
/// attribute naming another is reported when the document is instantiated.
@MainActor
struct ControlEvents {
    /// The events the control sends, by the names markup uses after `on`.
    let names: Set<String>
    private var handlers: [String: [@MainActor () -> Void]] = [:]

    init(_ names: [String]) {
        self.names = Set(names)
    }

    /// Adds `handler` for `event`; returns whether the control sends it.
    mutating func add(_ event: String, _ handler: @escaping @MainActor () -> Void) -> Bool {
        guard names.contains(event) else { return false }
        handlers[event, default: []].append(handler)
        return true
    }

    /// Calls the handlers of `event`, in the order they were added.
    func send(_ event: String) {
        // A handler may connect more; the event goes to those connected when it was sent.
        for handler in handlers[event] ?? [] { handler() }
    }
}
