/// A control whose text the user edits: ``TextField``, ``SearchBar`` and ``TextView``.
///
/// Its `userDid…` methods stand for the user editing, within an ``EditingSession``:
/// ``userDidBeginEditing()`` sends `EditingDidBegin`, ``userDidEdit(_:)`` sets ``text`` (so two-way
/// bindings hear the edit as they hear a change made in code) then sends `EditingChanged`, and
/// ``userDidEndEditing()`` sends `EditingDidEnd`. A disabled control ignores them all, and one that
/// is not ``isEditable`` ignores the first two.
@MainActor
public protocol TextEditingControl: ControlEventFamily {
    /// The text the user edits, or `nil` for none.
    var text: String? { get set }
    /// Whether the user may edit the text.
    var isEditable: Bool { get }
}

extension TextEditingControl {
    /// `EditingDidBegin`, `EditingChanged` and `EditingDidEnd`.
    nonisolated public static var familyEvents: [ControlEvent] { ControlEvents.editingEvents }

    /// Always `true`: only a text view can be made read-only.
    public var isEditable: Bool { true }

    /// Whether the user is editing the text (between ``userDidBeginEditing()`` and ``userDidEndEditing()``).
    public var isEditing: Bool { editingSession.isEditing }

    /// Simulates the user tapping into the text: sends `EditingDidBegin` unless already editing.
    public func userDidBeginEditing() {
        guard isEnabled, isEditable else { return }
        let events = editingSession.begin()
        if !events.isEmpty { editingDidChange() }
        sendActions(for: events)
    }

    /// Simulates the user changing the text to `newText`: begins editing if the user was not, sets
    /// ``text``, notifying its observers, then sends `EditingChanged`.
    public func userDidEdit(_ newText: String) {
        guard isEnabled, isEditable else { return }
        userDidBeginEditing()
        text = newText
        sendActions(for: .editingChanged)
    }

    /// Simulates the user leaving the text: sends `EditingDidEnd` if the user was editing.
    public func userDidEndEditing() {
        guard isEnabled else { return }
        let events = editingSession.end()
        if !events.isEmpty { editingDidChange() }
        sendActions(for: events)
    }
}
