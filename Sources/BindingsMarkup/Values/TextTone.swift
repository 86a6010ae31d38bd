/// What a label's text says about its content, for a message beside a field or a form's status:
/// `tone="error"` in markup, or bound (`tone="$viewModel.messageTone"`).
///
/// A backend shows it as its platform shows such text: GTK with GNOME's `.error`, `.success` and
/// `.dim-label` classes, the text renderers in the tone's color instead of the label's own.
public enum TextTone: String, NamedEnumeration {
    /// The label's own text color.
    case plain
    /// Secondary text: a hint, a neutral status.
    case dim
    /// Something to fix.
    case error
    /// Something done or right.
    case success

    /// The type's own name.
    public static var caseNamePrefixes: [String] { ["TextTone"] }

    /// The color text renderers draw the tone in, or `nil` for the label's own.
    public var color: Color? {
        switch self {
        case .plain: nil
        case .dim: Color(white: 0.5)
        case .error: Color(red: 0.75, green: 0, blue: 0)
        case .success: Color(red: 0.15, green: 0.55, blue: 0.2)
        }
    }
}
