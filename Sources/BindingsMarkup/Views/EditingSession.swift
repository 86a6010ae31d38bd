/// Whether the user is editing a text control, and the events each step of an edit sends.
///
/// Editing begins when the user taps into the control, or types without having tapped, and sends
/// `EditingDidBegin` once; it ends when the user leaves the control and sends `EditingDidEnd` once.
/// A step that changes nothing (beginning twice, ending while not editing) sends nothing.
struct EditingSession {
    /// Whether the user is editing.
    private(set) var isEditing = false

    /// Begins editing: `EditingDidBegin`, or nothing when the user is already editing.
    mutating func begin() -> [ControlEvent] {
        defer { isEditing = true }
        return isEditing ? [] : [.editingDidBegin]
    }

    /// Ends editing: `EditingDidEnd`, or nothing when the user is not editing.
    mutating func end() -> [ControlEvent] {
        defer { isEditing = false }
        return isEditing ? [.editingDidEnd] : []
    }
}
