/// A literal attribute value for a key of one view class: what the compiler converts once per
/// document, however many elements repeat it.
struct ConvertedAttribute: Hashable {
    let viewClass: ObjectIdentifier
    let key: String
    let text: String
}
