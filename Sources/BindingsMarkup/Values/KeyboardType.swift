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
