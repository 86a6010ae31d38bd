// UIKit's text input traits by name, as MarkupKit documents set them on text fields
// (`keyboardType="emailAddress"`). They describe the keyboard a device would show; the kit keeps
// them so that documents load unchanged and apps can read them.

/// The keyboard a text field asks for, as `UIKeyboardType`.
public enum KeyboardType: String, NamedEnumeration {
    /// The default keyboard.
    case `default`
    /// ASCII characters only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// Keys for URLs.
    case URL
    /// Digits only.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// Names and phone numbers.
    case namePhonePad
    /// Keys for email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// Keys for Twitter text.
    case twitter
    /// Keys for web search terms.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
}

/// The title of the return key, as `UIReturnKeyType`.
public enum ReturnKeyType: String, NamedEnumeration {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency Call.
    case emergencyCall
    /// Continue.
    case `continue`
}

/// When the keyboard shifts to capitals, as `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: String, NamedEnumeration {
    /// Never.
    case none
    /// At the start of each word.
    case words
    /// At the start of each sentence.
    case sentences
    /// Always.
    case allCharacters
}

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

/// When a text field shows its clear button or a side view, as `UITextField.ViewMode`.
public enum TextFieldViewMode: String, NamedEnumeration {
    /// Never.
    case never
    /// While the text is being edited.
    case whileEditing
    /// Unless the text is being edited.
    case unlessEditing
    /// Always.
    case always
}

/// The border a text field draws, as `UITextField.BorderStyle`.
public enum TextBorderStyle: String, NamedEnumeration {
    /// No border.
    case none
    /// A thin line.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle.
    case roundedRect
}
