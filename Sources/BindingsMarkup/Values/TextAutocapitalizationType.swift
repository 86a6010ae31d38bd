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
