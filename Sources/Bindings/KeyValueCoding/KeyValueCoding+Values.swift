extension KeyValueCoding {
    /// The value of the property named `key`, or `nil` when it is `nil` or the key is unknown.
    public func value(forKey key: String) -> Any? {
        try? checkedValue(forKey: key)
    }

    /// The value at a dotted key path such as `"pharmacy.name"`, or `nil` when any step is `nil`
    /// or unknown. Paths go through objects, optionals, dictionaries and arrays, and may use
    /// collection operators (`items.@count`, `items.@sum.price`).
    public func value(forKeyPath keyPath: String) -> Any? {
        try? checkedValue(forKeyPath: keyPath)
    }

    /// The value of the property named `key`; throws when the key is unknown.
    public func checkedValue(forKey key: String) throws(KeyValueError) -> Any? {
        if let property = propertyTable.property(key, of: self) { return property.anyValue }
        if let computed = type(of: self).computedKeys[key] { return computed.getter(self) }
        if key == KeyPathComponents.selfKey { return self }
        return try value(forUndefinedKey: key)
    }

    /// The value at a dotted key path; throws when a key is unknown or the path is malformed.
    /// A `nil` along the way reads as `nil`, and a missing dictionary key reads as `nil`.
    public func checkedValue(forKeyPath keyPath: String) throws(KeyValueError) -> Any? {
        // Most key paths are one key (every markup attribute): no need to split them into an array.
        if KeyPathComponents.isSingleKey(keyPath) { return flatten(try checkedValue(forKey: keyPath)) }
        let components = try KeyPathComponents.split(keyPath)
        return try KeyPathWalker.value(of: self, components: components[...], keyPath: keyPath)
    }

    /// Sets the property named `key`, converting `value` to the property's type.
    ///
    /// `"10"` into an `Int` stores 10, an `Int` into a `Double` widens, `"yes"` into a `Bool` stores
    /// `true`. Throws when the key is unknown, the value does not convert, or `nil` is set on a
    /// non-optional property.
    public func setValue(_ value: Any?, forKey key: String) throws(KeyValueError) {
        do {
            if let property = propertyTable.property(key, of: self) {
                // Caught here, by name, rather than as a crash in libdispatch when the change reaches
                // main-actor code: by-name sets are how code off the main actor reaches a view.
                if property.confined, !MainQueue.isCurrent {
                    preconditionFailure(Misuse.confinedPropertySetOffMainActor(type(of: self), key: key))
                }
                try property.setAnyValue(value)
                return
            }
            if let computed = type(of: self).computedKeys[key] {
                guard let setter = computed.setter else {
                    throw KeyValueError.readOnlyKey(type: String(describing: type(of: self)), key: key)
                }
                try setter(self, value)
                return
            }
        } catch let failure as ValueConversion.Failure {
            throw conversionError(failure, key: key, value: value)
        } catch let error as KeyValueError {
            throw error
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
        try setValue(value, forUndefinedKey: key)
    }

    /// Sets the value at a dotted key path, converting it to the final property's type.
    ///
    /// Dictionaries along the path are updated and written back to the property holding them, so
    /// `setValue("CVS", forKeyPath: "content.name")` changes the `content` dictionary and notifies
    /// observers of `content`. Setting through an array sets the rest of the path on every element.
    /// When the dictionary or array is held by an `@Observed` property, reading, changing and writing
    /// it back is one atomic step, redone on the new value if another thread changes the property
    /// meanwhile: threads setting different keys of one dictionary at once all land.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) throws(KeyValueError) {
        if KeyPathComponents.isSingleKey(keyPath) { return try setValue(value, forKey: keyPath) }
        let components = try KeyPathComponents.split(keyPath)
        _ = try KeyPathWalker.setting(value, in: self, components: components[...], keyPath: keyPath)
    }

    func conversionError(_ failure: ValueConversion.Failure, key: String, value: Any?) -> KeyValueError {
        let typeName = String(describing: type(of: self))
        switch failure {
        case .nilForNonOptional:
            let propertyType = propertyTable.property(key, of: self).map { String(describing: $0.valueType) } ?? "the property"
            return .nilForNonOptional(type: typeName, key: key, propertyType: propertyType)
        case .cannotConvert(let conversion):
            return .cannotConvert(type: typeName, key: key, value: describeForError(value),
                                  valueType: Bindings.typeName(of: value), failure: conversion)
        }
    }
}

/// Splits and validates dotted key paths.
enum KeyPathComponents {
    /// Whether `keyPath` is one plain key: not empty, no `.`, not a collection operator.
    static func isSingleKey(_ keyPath: String) -> Bool {
        guard let first = keyPath.utf8.first, first != UInt8(ascii: "@") else { return false }
        return !keyPath.utf8.contains(UInt8(ascii: "."))
    }

    /// The key that names the value it is read from, as in Foundation (`items.@sum.self`).
    static let selfKey = "self"

    /// The keys of `keyPath`; `self` keys are dropped, as reading them changes nothing, unless the
    /// path is only `self`.
    static func split(_ keyPath: String) throws(KeyValueError) -> [String] {
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.contains(where: \.isEmpty) else { throw .invalidKeyPath(keyPath: keyPath) }
        let kept = components.filter { $0 != selfKey }
        return kept.isEmpty ? [selfKey] : kept
    }
}
