/// An attribute to apply, from the element itself or from one of its classes.
struct SourcedAttribute {
    let name: String
    let value: String
    let nameLocation: MarkupLocation
    let valueLocation: MarkupLocation
    /// The element's own attribute, to locate characters inside its value; `nil` for class values.
    let attribute: MarkupAttribute?
}
