import Bindings

/// A markup attribute whose text could not be converted to its property's type.
///
/// Its `description` is the one message users see, for example
/// `cannot convert 'rgb(300,0,0)' to Color for property 'textColor': component 300 is out of
/// range 0...255; expected a color: ...`.
public struct ValueConversionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The property being set, for example `textColor`.
    public var property: String
    /// The value as written in markup.
    public var value: String
    /// The name of the property's type, for example `Color`.
    public var type: String
    /// What the type said was wrong and which forms it accepts.
    public var failure: KeyValueConversionFailure

    /// Creates an error for `value` set on `property` of type `type`.
    public init(property: String, value: String, type: String, failure: KeyValueConversionFailure) {
        self.property = property
        self.value = value
        self.type = type
        self.failure = failure
    }

    /// The message: the value, type and property, then the reason (if any) and the expected forms.
    public var description: String {
        ValueWording.conversionError(property: property, value: value, type: type, failure: failure)
    }
}
