/// Lets an owner supply the formatters its bindings use (the sample's phone formatter).
public protocol FormatterProviding: AnyObject {
    /// The registry the owner's bindings look formatters up in.
    var formatterRegistry: FormatterRegistry { get }
}
