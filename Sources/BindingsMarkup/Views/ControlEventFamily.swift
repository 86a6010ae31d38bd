/// A kind of control whose members all send the same events for the same user actions: the value
/// controls (``ValueControl``) and the text-editing controls (``TextEditingControl``).
///
/// ``Control/markupEvents`` lists the family's events for a control that adopts one, so a member
/// states only the events it sends besides them (`super.markupEvents + […]`).
@MainActor
public protocol ControlEventFamily: Control {
    /// The events every member of the family sends, in the order it sends them.
    nonisolated static var familyEvents: [ControlEvent] { get }
}
