/// Follows key paths through objects, dictionaries, arrays and optionals, reading or writing.
enum KeyPathWalker {
    /// The value at `components` below `object`: the first key is read from the object as it is,
    /// without the cast that a container of unknown type needs.
    static func value(of object: any KeyValueCoding, components: ArraySlice<String>, keyPath: String) throws(KeyValueError) -> Any? {
        guard let first = components.first, !first.hasPrefix("@") else {
            return try value(in: object, components: components, keyPath: keyPath)
        }
        return try value(in: try object.checkedValue(forKey: first), components: components.dropFirst(), keyPath: keyPath)
    }

    /// The value at `components` below `container`.
    static func value(in container: Any?, components: ArraySlice<String>, keyPath: String) throws(KeyValueError) -> Any? {
        var current = flatten(container)
        var index = components.startIndex
        while index < components.endIndex {
            let key = components[index]
            guard let value = current else { return nil }
            if key.hasPrefix("@") {
                return try CollectionOperator.apply(key, to: value, rest: components[(index + 1)...], keyPath: keyPath)
            }
            if type(of: value) == [String: Any].self, let dictionary = value as? [String: Any] {
                // The row dictionaries of cells: read without going through the generic
                // `KeyValueDictionary` witness, which boxes every value it returns.
                current = flatten(dictionary[key])
            } else if let object = keyValueObject(value) {
                current = flatten(try object.checkedValue(forKey: key))
            } else if let dictionary = value as? any KeyValueDictionary {
                current = dictionary.keyValue(forKey: key)
            } else if let array = value as? any KeyValueArray {
                // The keys up to the next collection operator map over the elements; the operator
                // then applies to the mapped array (`items.tags.@count` counts the items).
                let end = components[index...].firstIndex { $0.hasPrefix("@") } ?? components.endIndex
                var values: [Any] = []
                for element in array.elementsAsAny {
                    // Foundation puts NSNull where an element's value is nil; Swift has no use for it.
                    if let value = flatten(try Self.value(in: element, components: components[index..<end], keyPath: keyPath)) {
                        values.append(value)
                    }
                }
                current = values
                index = end
                continue
            } else {
                throw .notAContainer(keyPath: keyPath, key: key, valueType: typeName(of: value))
            }
            index += 1
        }
        return current
    }

    /// Sets `newValue` at `components` below `container` and returns the container as updated:
    /// the same object for an object, an updated copy for a dictionary or an array of values.
    static func setting(_ newValue: Any?, in container: Any, components: ArraySlice<String>, keyPath: String) throws(KeyValueError) -> Any {
        guard let key = components.first else { return container }
        let rest = components.dropFirst()
        if let object = keyValueObject(container) {
            if rest.isEmpty {
                try object.setValue(newValue, forKey: key)
            } else if let child = flatten(try object.checkedValue(forKey: key)) {
                if isReference(child) {
                    _ = try setting(newValue, in: child, components: rest, keyPath: keyPath)
                } else {
                    try settingWithin(child, of: object, key: key, newValue, components: rest, keyPath: keyPath)
                }
            }
            return object
        }
        if let dictionary = container as? any KeyValueDictionary {
            if rest.isEmpty { return try dictionary.setting(newValue, forKey: key, keyPath: keyPath) }
            guard let child = dictionary.keyValue(forKey: key) else { return container }
            let updated = try setting(newValue, in: child, components: rest, keyPath: keyPath)
            return isReference(child) ? container : try dictionary.setting(updated, forKey: key, keyPath: keyPath)
        }
        if let array = container as? any KeyValueArray {
            var elements: [Any] = []
            for element in array.elementsAsAny {
                elements.append(try setting(newValue, in: element, components: components, keyPath: keyPath))
            }
            return try array.replacingElements(elements, keyPath: keyPath)
        }
        throw .notAContainer(keyPath: keyPath, key: key, valueType: typeName(of: container))
    }

    /// Sets `newValue` at `components` below `child`, the value (a dictionary, an array) of `object`'s
    /// `key`, and writes the updated value back so the owner notifies. For an `@Observed` property
    /// the read and the write back are one atomic step, so two threads setting different keys of one
    /// dictionary both land.
    private static func settingWithin(_ child: Any, of object: any KeyValueCoding, key: String, _ newValue: Any?,
                                      components: ArraySlice<String>, keyPath: String) throws(KeyValueError) {
        guard let property = object.propertyTable.property(key, of: object) else {
            try object.setValue(try setting(newValue, in: child, components: components, keyPath: keyPath), forKey: key)
            return
        }
        // The edit runs again on the value another thread stored meanwhile; objects it reaches (the
        // elements of an array of objects) are then set again.
        try property.editValue({ current throws(KeyValueError) in
            guard let current else { return nil }
            let updated = try setting(newValue, in: current, components: components, keyPath: keyPath)
            return isReference(current) ? nil : updated
        }, conversionError: { failure, value in object.conversionError(failure, key: key, value: value) })
    }

    static func isReference(_ value: Any) -> Bool {
        TypeKind.isClass(type(of: value))
    }

    /// The value as a key-value coding object, or `nil`.
    ///
    /// The metatype test comes first: casting a value type such as `[String: Any]` to a class-bound
    /// protocol makes the runtime try Foundation's bridging, which builds (and frees) a whole
    /// `NSDictionary` just to answer no.
    @inline(__always)
    static func keyValueObject(_ value: Any?) -> (any KeyValueCoding)? {
        guard let value, isReference(value) else { return nil }
        return value as? any KeyValueCoding
    }
}

extension Dictionary: KeyValueDictionary where Key == String {
    func keyValue(forKey key: String) -> Any? {
        flatten(self[key])
    }

    func setting(_ value: Any?, forKey key: String, keyPath: String) throws(KeyValueError) -> Any {
        var copy = self
        if flatten(value) == nil, !TypeKind.isOptional(Value.self) {
            copy[key] = nil
            return copy
        }
        do {
            copy[key] = try ValueConversion.convert(value, to: Value.self)
        } catch {
            let failure: KeyValueConversionFailure
            switch error {
            case .cannotConvert(let conversion): failure = conversion
            case .nilForNonOptional: failure = KeyValueConversionFailure(expected: ValueConversion.expectedForm(of: Value.self))
            }
            throw .cannotConvert(type: "[String: \(Value.self)]", key: key, value: describeForError(value),
                                 valueType: typeName(of: value), failure: failure)
        }
        return copy
    }
}

extension Array: KeyValueArray {
    var elementsAsAny: [Any] { map { $0 } }

    func replacingElements(_ elements: [Any], keyPath: String) throws(KeyValueError) -> Any {
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let typed = element as? Element else {
                throw .notAContainer(keyPath: keyPath, key: keyPath, valueType: typeName(of: element))
            }
            result.append(typed)
        }
        return result
    }
}
