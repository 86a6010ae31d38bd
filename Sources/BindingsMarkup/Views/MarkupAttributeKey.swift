import Bindings

/// A declared key of a view class as markup sets it: to a value, or through the object the view
/// holds there, whose own keys markup reaches as dotted attributes (`layer.cornerRadius`,
/// `textLabel.text`). The schema and the element catalog both list attributes from these, so they
/// agree on which keys are dotted.
enum MarkupAttributeKey {
    /// A key set to a value.
    case value(String)
    /// A key holding `object` (read from a prototype of the class).
    case object(String, any KeyValueCoding)

    /// The declared keys of `type`, in order, read from one prototype.
    @MainActor
    static func keys(of type: View.Type) -> [MarkupAttributeKey] {
        let prototype = type.init()
        return type.declaredKeys.map { key in
            if let object = prototype.value(forKey: key) as? any KeyValueCoding { return .object(key, object) }
            return .value(key)
        }
    }
}
