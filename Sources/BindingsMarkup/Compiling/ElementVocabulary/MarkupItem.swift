/// An item element as markup gives it: its name and its attribute values, localized.
public struct MarkupItem: Sendable, Equatable {
    /// The element name.
    public let element: String
    /// The attribute values by name.
    public let attributes: [String: String]

    /// An item named `element` with `attributes`.
    public init(_ element: String, attributes: [String: String]) {
        self.element = element
        self.attributes = attributes
    }

    /// The value of the attribute `name`, or `nil` when the element does not have it.
    public subscript(name: String) -> String? {
        attributes[name]
    }
}
