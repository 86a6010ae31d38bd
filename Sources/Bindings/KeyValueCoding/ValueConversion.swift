/// Converts a value set by name into a property's type.
enum ValueConversion {
    /// Why a conversion failed.
    enum Failure: Error {
        case nilForNonOptional
        case cannotConvert(KeyValueConversionFailure)
    }

    /// Converts `value` to `T`: as it is when it already is one, through `T`'s
    /// ``KeyValueConvertible`` conformance otherwise, unwrapping and wrapping optionals on the way.
    static func convert<T>(_ value: Any?, to type: T.Type) throws(Failure) -> T {
        if let value, let direct = value as? T, !TypeKind.isOptional(Swift.type(of: value)) || TypeKind.isOptional(T.self) {
            return direct
        }
        let unwrapped = flatten(value)
        if let optionalType = T.self as? any AnyOptional.Type {
            guard let unwrapped else {
                guard let none = optionalType.wrapping(nil) as? T else { throw .nilForNonOptional }
                return none
            }
            let wrapped: Any
            do {
                wrapped = try convertWrapped(unwrapped, to: optionalType.wrappedType)
            } catch .cannotConvert(var failure) {
                failure.expected += " or nil"
                throw .cannotConvert(failure)
            } catch {
                throw error
            }
            guard let result = optionalType.wrapping(wrapped) as? T else {
                throw .cannotConvert(KeyValueConversionFailure(expected: expectedForm(of: T.self)))
            }
            return result
        }
        guard let unwrapped else { throw .nilForNonOptional }
        // A value that is no optional is `unwrapped` itself, already cast to `T` above in vain.
        let castFailed = value.map { !TypeKind.isOptional(Swift.type(of: $0)) } ?? false
        guard let result = try convertWrapped(unwrapped, to: T.self, tryingCast: !castFailed) as? T else {
            throw .cannotConvert(KeyValueConversionFailure(expected: expectedForm(of: T.self)))
        }
        return result
    }

    private static func convertWrapped(_ value: Any, to type: Any.Type, tryingCast: Bool = true) throws(Failure) -> Any {
        if tryingCast, let direct = cast(value, to: type) { return direct }
        guard let convertible = type as? any KeyValueConvertible.Type else {
            throw .cannotConvert(KeyValueConversionFailure(expected: expectedForm(of: type)))
        }
        do {
            return try convertible.convert(fromKeyValue: value)
        } catch {
            throw .cannotConvert(error)
        }
    }

    private static func cast(_ value: Any, to type: Any.Type) -> Any? {
        func open<T>(_: T.Type) -> Any? { value as? T }
        return _openExistential(type, do: open)
    }

    /// What a type accepts, for messages.
    static func expectedForm(of type: Any.Type) -> String {
        if let optional = type as? any AnyOptional.Type { return expectedForm(of: optional.wrappedType) + " or nil" }
        if let convertible = type as? any KeyValueConvertible.Type { return convertible.expectedForm }
        return "a value of type \(type)"
    }
}
