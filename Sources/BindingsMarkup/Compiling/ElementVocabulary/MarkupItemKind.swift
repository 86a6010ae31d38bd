/// One kind of item element: its name and attributes.
public struct MarkupItemKind: Sendable, Equatable {
    /// The element name, such as `row`.
    public let element: String
    /// Every attribute the element may have.
    public let attributes: [String]
    /// The attributes it must have.
    public let required: [String]

    /// A kind of item named `element` that allows `attributes` and requires `required`.
    public init(_ element: String, attributes: [String], required: [String] = []) {
        self.element = element
        self.attributes = attributes
        self.required = required
    }
}
