/// One event a control sends, by the name markup gives it after `on` (`onValueChanged`): UIKit's
/// `UIControl.Event` names as constants, so that the kit's controls send and list events the
/// compiler checks; a custom control names its own (`ControlEvent("Tap")`).
public struct ControlEvent: Hashable, Sendable, CustomStringConvertible {
    /// The name after `on` in markup, as UIKit spells the event: `ValueChanged`.
    public let name: String

    /// The event markup names `name` after `on`.
    public init(_ name: String) {
        self.name = name
    }

    /// ``name``.
    public var description: String { name }

    /// A finger went down on the control.
    public static let touchDown = ControlEvent("TouchDown")
    /// A finger lifted inside the control: a tap.
    public static let touchUpInside = ControlEvent("TouchUpInside")
    /// The control's value changed by the user's hand.
    public static let valueChanged = ControlEvent("ValueChanged")
    /// The control's main action: after the event that triggers it, as UIKit sends it.
    public static let primaryActionTriggered = ControlEvent("PrimaryActionTriggered")
    /// A text control began editing.
    public static let editingDidBegin = ControlEvent("EditingDidBegin")
    /// A text control's text changed by the user's hand.
    public static let editingChanged = ControlEvent("EditingChanged")
    /// A text control stopped editing.
    public static let editingDidEnd = ControlEvent("EditingDidEnd")
    /// Return ended editing in a text field.
    public static let editingDidEndOnExit = ControlEvent("EditingDidEndOnExit")
    /// A search bar's search key, as `UISearchBarDelegate`'s `searchBarSearchButtonClicked`.
    public static let searchButtonClicked = ControlEvent("SearchButtonClicked")
    /// A search bar's cancel button, as `searchBarCancelButtonClicked`.
    public static let cancelButtonClicked = ControlEvent("CancelButtonClicked")
    /// A button's tap in the kit's short spelling, `onTap`, as a bar button item's.
    public static let tap = ControlEvent("Tap")
}
