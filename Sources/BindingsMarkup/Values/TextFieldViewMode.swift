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
