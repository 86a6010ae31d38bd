/// What older MarkupKit versions let documents say and MarkupKit 4 dropped: such a document loads,
/// each with a warning that says what takes its place
/// (``MarkupDiagnostic/Kind/retiredMarkup(_:replacement:)``), and the retired part is ignored.
enum RetiredMarkup {
    /// Attributes, with the view classes that had them (their subclasses included).
    static let attributes: [String: (types: [View.Type], replacement: String)] = [
        "layoutMarginsRelativeArrangement": ([StackView.self],
            "layout views always arrange their subviews within their layout margins; set layoutMargins=\"0\" to use the whole view"),
    ]

    /// Elements, each ignored with its children.
    static let elements: [String: String] = [
        "UIToolbar": "put the bar's buttons in an LMRowView, or give the screen's controller its bar items",
    ]

    /// Processing instructions, each ignored with the view after it.
    static let instructions: [String: String] = [
        "inputView": "a text field takes the keyboard's input only",
        "inputAccessoryView": "put the accessory's views beside the text field",
    ]

    /// What replaced the attribute `name` of `type`, when it is a retired one.
    static func attribute(_ name: String, on type: View.Type) -> String? {
        guard let retired = attributes[name], retired.types.contains(where: { type.isKind(of: $0) }) else { return nil }
        return retired.replacement
    }
}
