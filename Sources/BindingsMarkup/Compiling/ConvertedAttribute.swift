/// A literal attribute value for a key of one view class: what the compiler converts once per
/// document, however many elements repeat it.
struct ConvertedAttribute: Hashable {
    /// The element's view class.
    let viewClass: ObjectIdentifier
    /// The attribute's name: the property's key.
    let key: String
    /// The literal text, after `@key` lookup.
    let text: String
}
