import Bindings

/// A button of an ``AlertController``: `UIAlertAction`, its title, style and handler.
///
/// The handler runs once the alert is dismissed, so it may present another screen.
@MainActor
public final class AlertAction: KeyValueCoding, MainActorBindingTarget {
    /// What choosing the action means, which decides where and how its button is drawn.
    public enum Style: String, NamedEnumeration {
        /// An ordinary choice.
        case `default`
        /// Leaves things as they were: the one action an alert takes Escape for, drawn first in a
        /// row of two and last in a column.
        case cancel
        /// Changes or deletes data, drawn in the error color.
        case destructive

        /// The type's own names plus UIKit's `UIAlertActionStyle` and `UIAlertAction.Style`.
        public static var caseNamePrefixes: [String] { ["Style", "AlertActionStyle", "UIAlertActionStyle"] }
    }

    /// The button's title.
    public let title: String?
    /// What choosing the action means.
    public let style: Style
    /// Whether the button can be chosen (a Save that waits for a name).
    @Observed public var isEnabled = true
    let handler: (@MainActor (AlertAction) -> Void)?

    /// An action titled `title`; `handler` runs once the alert is dismissed.
    public init(title: String?, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
