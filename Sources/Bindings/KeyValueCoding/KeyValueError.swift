/// An error from key-value coding or observing: what went wrong, with the type, key and value involved.
///
/// Errors are data; their wording lives in ``description`` alone.
public enum KeyValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The type has no property of that name (and does not handle undefined keys itself).
    case unknownKey(type: String, key: String, suggestion: String?)
    /// The value could not be converted to the property's type.
    case cannotConvert(type: String, key: String, value: String, valueType: String, failure: KeyValueConversionFailure)
    /// `nil` was set on a property whose type is not optional.
    case nilForNonOptional(type: String, key: String, propertyType: String)
    /// The key names a computed property that has no setter.
    case readOnlyKey(type: String, key: String)
    /// A key path went through a value that has no keys, such as a number.
    case notAContainer(keyPath: String, key: String, valueType: String)
    /// A key path is malformed: empty, or with an empty component.
    case invalidKeyPath(keyPath: String)
    /// A collection operator is unknown or used on something that is not a collection.
    case invalidCollectionOperator(keyPath: String, operator: String, suggestion: String?)
    /// Dependent keys form a cycle, such as `a` depending on `b` depending on `a`.
    case dependencyCycle(type: String, keys: [String])
    /// A typed key path could not be turned into key names: one of its properties is not `@Observed`
    /// or an optional object along it was `nil` when it was resolved.
    case unresolvableKeyPath(root: String, value: String)
    /// A key path cannot be observed: it reads keys of `key`'s value, an object held in data (a
    /// dictionary, an array inside an array) whose changes nobody reports.
    case unobservableKeyPath(keyPath: String, key: String, holder: String)

    /// The message, in one place for every case.
    public var description: String {
        switch self {
        case let .unknownKey(type, key, suggestion):
            return "\(type) has no key '\(key)'" + Self.hint(suggestion)
        case let .cannotConvert(type, key, value, valueType, failure):
            var message = "cannot set \(value) (\(valueType)) for key '\(key)' of \(type)"
            if let reason = failure.reason { message += ": \(reason)" }
            return message + "; expected \(failure.expected)"
        case let .nilForNonOptional(type, key, propertyType):
            return "cannot set nil for key '\(key)' of \(type): \(propertyType) is not optional"
        case let .readOnlyKey(type, key):
            return "key '\(key)' of \(type) is read-only"
        case let .notAContainer(keyPath, key, valueType):
            return "key path '\(keyPath)' cannot look up '\(key)' in a value of type \(valueType)"
        case let .invalidKeyPath(keyPath):
            return "key path '\(keyPath)' is malformed: keys must be non-empty and joined by single dots"
        case let .invalidCollectionOperator(keyPath, name, suggestion):
            return "key path '\(keyPath)' uses unknown collection operator '\(name)'" + Self.hint(suggestion)
        case let .dependencyCycle(type, keys):
            return "dependent keys of \(type) form a cycle: " + keys.joined(separator: " -> ")
        case let .unresolvableKeyPath(root, value):
            return "a key path from \(root) to \(value) must read @Observed properties all the way, through no nil optional"
        case let .unobservableKeyPath(keyPath, key, holder):
            return "key path '\(keyPath)' cannot be observed: '\(key)' holds an object inside a \(holder), whose changes are not observed; "
                + "keep the object in an @Observed property or an array of them"
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        Suggestion.clause(suggestion)
    }
}

/// A short, bounded rendering of a value for error messages.
func describeForError(_ value: Any?) -> String {
    guard let value = flatten(value) else { return "nil" }
    var text = value is String ? "'\(value)'" : String(describing: value)
    if text.count > 60 { text = String(text.prefix(57)) + "..." }
    return text
}

/// The name of a value's dynamic type, for error messages.
func typeName(of value: Any?) -> String {
    guard let value = flatten(value) else { return "nil" }
    return String(describing: type(of: value))
}
