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
