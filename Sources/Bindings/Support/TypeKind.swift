/// Answers "is this type an `Optional`?" and "is it a class?" from the type's metadata.
///
/// Every key-value read and every binding update asks these questions of the values it passes
/// around as `Any`. Asking through a cast (`type is any AnyOptional.Type`, `type is AnyObject.Type`)
/// makes the runtime search its conformance cache each time; the metadata's first word, its kind,
/// answers in one load. The kinds are part of Swift's stable ABI (`MetadataKind.def`), and
/// `TypeKindTests` checks them on the platform that runs the tests.
enum TypeKind {
    /// Kinds above this value are Objective-C `isa` pointers, that is, classes.
    private static let lastEnumerated: UInt = 0x7FF
    private static let classKind: UInt = 0
    private static let structKind: UInt = 0x200
    private static let optionalKind: UInt = 0x202
    private static let existentialKind: UInt = 0x303

    @inline(__always)
    private static func kind(of type: Any.Type) -> UInt {
        RawLayout.metadataKind(of: type)
    }

    /// Whether `type` is `Optional<Wrapped>` for some `Wrapped`.
    @inline(__always)
    static func isOptional(_ type: Any.Type) -> Bool {
        kind(of: type) == optionalKind
    }

    /// Whether `type` is a class.
    @inline(__always)
    static func isClass(_ type: Any.Type) -> Bool {
        let kind = kind(of: type)
        return kind == classKind || kind > lastEnumerated
    }

    /// Whether a value of `type` can be, or wrap, an object: a class, an existential (`Any`,
    /// a protocol), an array of such, or an optional of one. A dictionary or a string never can,
    /// so an observer of `content.name` through a dictionary-typed `content` has nothing to
    /// re-attach when it changes; an array of objects has its elements to attach to.
    static func mayHoldObject(_ type: Any.Type) -> Bool {
        let type = unwrapped(type)
        let kind = kind(of: type)
        if kind == structKind, let array = type as? any ArrayType.Type { return mayHoldObject(array.elementType) }
        return kind == classKind || kind > lastEnumerated || kind == existentialKind
    }

    /// Whether `type` (through optionals) is an array whose elements may be objects.
    static func isArrayOfObjects(_ type: Any.Type) -> Bool {
        let type = unwrapped(type)
        guard kind(of: type) == structKind, let array = type as? any ArrayType.Type else { return false }
        return mayHoldObject(array.elementType)
    }

    private static func unwrapped(_ type: Any.Type) -> Any.Type {
        var type = type
        while isOptional(type), let optional = type as? any AnyOptional.Type { type = optional.wrappedType }
        return type
    }
}

extension Array: ArrayType {
    static var elementType: Any.Type { Element.self }
}
