/// How a label ends a line that does not fit, as `NSLineBreakMode`. The kit keeps it for apps to
/// read: it wraps at word boundaries and ends a truncated text with `…` whatever the mode.
public enum LineBreakMode: String, NamedEnumeration {
    /// Wrap at word boundaries.
    case byWordWrapping
    /// Wrap at characters.
    case byCharWrapping
    /// Cut off.
    case byClipping
    /// `…` at the start.
    case byTruncatingHead
    /// `…` at the end.
    case byTruncatingTail
    /// `…` in the middle.
    case byTruncatingMiddle

    /// UIKit's prefixes.
    public static var caseNamePrefixes: [String] {
        ["LineBreakMode", "NSLineBreakMode", "NSLineBreak"]
    }
}
