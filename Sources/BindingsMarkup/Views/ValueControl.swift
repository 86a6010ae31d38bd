/// A control whose value the user changes (a switch, a slider, a picker…): each change sends
/// `ValueChanged` then `PrimaryActionTriggered`, as UIKit's value controls do since iOS 14.
@MainActor
public protocol ValueControl: ControlEventFamily {}

extension ValueControl {
    /// `ValueChanged` and `PrimaryActionTriggered`.
    nonisolated public static var familyEvents: [ControlEvent] { ControlEvents.valueEvents }

    /// Sends `ValueChanged` then `PrimaryActionTriggered`: the user changed the control's value.
    func sendValueChanged() {
        sendActions(for: ControlEvents.valueEvents)
    }
}
