/// The kind of a button, as `UIButton.ButtonType`; MarkupKit names them `systemButton`, `customButton`….
public enum ButtonType: String, NamedEnumeration {
    /// A plain button that draws nothing of its own.
    case custom
    /// A system button: its title in the accent color.
    case system
    /// A detail disclosure button.
    case detailDisclosure
    /// An information button on a light background.
    case infoLight
    /// An information button on a dark background.
    case infoDark
    /// A button that adds a contact.
    case contactAdd
    /// A close button.
    case close
}
