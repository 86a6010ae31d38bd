import Bindings

/// A view the user acts on, sending events to the actions markup connects: `UIControl` in MarkupKit
/// documents, the base of the kit's buttons, text fields, switches, sliders and pickers.
///
/// A subclass lists the events it sends in ``markupEvents``; an `onXxx` attribute naming one connects
/// the owner's action to it (``addMarkupAction(for:_:)``). The subclasses' `userDid…` methods stand
/// for the user acting on the control and send those events.
///
/// A disabled control (``isEnabled`` is `false`, `enabled="false"` in markup) ignores the user, as
/// UIKit's does: its `userDid…` methods change no value and send no event. Changes made in code
/// still apply, and send no event, as on an enabled control.
open class Control: View, MarkupActionSending {
    /// Whether the control responds to the user. Markup may spell it `enabled`.
    @Observed public var isEnabled = true
    /// Where the control places its content across its width (a button its title); centered by default.
    @Observed public var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// Where the control places its content across its height; centered by default.
    @Observed public var contentVerticalAlignment = ContentVerticalAlignment.center

    /// The handlers markup connected, for the events this class sends.
    private var events: ControlEvents

    /// Creates an enabled control with no actions.
    public required init() {
        events = ControlEvents(Self.markupEvents)
        super.init()
    }

    /// Whether the user is editing the text of a ``TextEditingControl``.
    var editingSession = EditingSession()

    /// ``isEnabled`` under UIKit's markup name.
    nonisolated public var enabled: Bool {
        get { MainActor.assumeIsolated { isEnabled } }
        set { MainActor.assumeIsolated { isEnabled = newValue } }
    }

    /// The view keys plus `enabled`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        controlComputedKeys
    }

    /// Merged once, as every key read by name that is not `@Observed` asks for them.
    nonisolated private static let controlComputedKeys = View.computedKeys.merging([
        "enabled": ComputedKey(\Control.enabled, dependsOn: "isEnabled"),
    ]) { _, own in own }

    /// The events the control sends, by the names markup uses after `on`: its family's
    /// (``ControlEventFamily``), none for a plain control; a subclass adds its own.
    nonisolated open class var markupEvents: [ControlEvent] {
        (self as? any ControlEventFamily.Type)?.familyEvents ?? []
    }

    /// Connects `handler` to one of ``markupEvents``; returns whether `event` is one.
    open func addMarkupAction(for event: ControlEvent, _ handler: @escaping @MainActor () -> Void) -> Bool {
        events.add(event, handler)
    }

    /// Whether markup connected a handler to `event`.
    func hasActions(for event: ControlEvent) -> Bool {
        events.isConnected(event)
    }

    /// Calls the handlers of `event`, in the order they were added, enabled or not: the `userDid…`
    /// methods check ``isEnabled`` before they change anything.
    func sendActions(for event: ControlEvent) {
        events.send(event)
    }

    /// Sends each of `events`, in order.
    func sendActions(for events: [ControlEvent]) {
        for event in events { sendActions(for: event) }
    }

    /// The user began or stopped editing a ``TextEditingControl``; a control whose layout depends
    /// on it overrides this.
    func editingDidChange() {}
}
