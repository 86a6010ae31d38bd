/// Whether autocorrection or spell checking is on, as `UITextAutocorrectionType` and
/// `UITextSpellCheckingType`.
public enum TextCheckingType: String, NamedEnumeration {
    /// As the system decides.
    case `default`
    /// Off.
    case no
    /// On.
    case yes

    /// UIKit's two enumerations' prefixes.
    public static var caseNamePrefixes: [String] {
        ["TextCheckingType", "UITextAutocorrectionType", "UITextSpellCheckingType", "TextAutocorrectionType", "TextSpellCheckingType"]
    }
}
