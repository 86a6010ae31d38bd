import Bindings

/// The identities of an array's elements, as a bound section compares a new array with the rows
/// it shows. Integer ids (what apps name most often) are kept as integers: hashing 100,000 of
/// them as `AnyHashable` cost several times the rest of a difference.
enum ElementIdentities: Equatable {
    /// Every identity is an `Int`.
    case integers([Int])
    /// Any hashable values (objects by their `ObjectIdentifier`).
    case values([AnyHashable])

    /// The difference from the elements identified by `self` to those identified by `new`.
    func difference(to new: ElementIdentities) -> RowDifference {
        if case .integers(let old) = self, case .integers(let new) = new { return RowDifference(from: old, to: new) }
        return RowDifference(from: values, to: new.values)
    }

    /// The identities as hashable values.
    var values: [AnyHashable] {
        switch self {
        case .integers(let integers): integers.map(AnyHashable.init)
        case .values(let values): values
        }
    }

    static func == (lhs: ElementIdentities, rhs: ElementIdentities) -> Bool {
        if case .integers(let left) = lhs, case .integers(let right) = rhs { return left == right }
        return lhs.values == rhs.values
    }
}

/// What tells elements apart when a whole array is compared: an object's identity, a hashable
/// value itself, or a key path of each element the app names.
enum ElementIdentity {
    /// The identities of `elements`, or `nil` when one has neither.
    static func of(_ elements: [Any]) -> ElementIdentities? {
        var identities: [AnyHashable] = []
        identities.reserveCapacity(elements.count)
        for element in elements {
            if type(of: element) is AnyClass {
                identities.append(ObjectIdentifier(element as AnyObject))
            } else if let value = element as? AnyHashable {
                identities.append(value)
            } else {
                return nil
            }
        }
        return .values(identities)
    }

    /// The values at `keyPath` of `elements`, or `nil` when one has none or it is not hashable.
    static func of(_ elements: [Any], keyPath: String) -> ElementIdentities? {
        var integers: [Int] = []
        integers.reserveCapacity(elements.count)
        // Looked at once per array, not per row: this runs for every row of every filter.
        let isKey = !keyPath.utf8.contains(UInt8(ascii: "."))
        for (index, element) in elements.enumerated() {
            // Row dictionaries are read directly.
            let value: Any? = isKey ? (element as? [String: Any])?[keyPath] : nil
            if let integer = value as? Int {
                integers.append(integer)
                continue
            }
            // Not an integer id: all of them as hashable values, from here on.
            var values = integers.map(AnyHashable.init)
            values.reserveCapacity(elements.count)
            for element in elements[index...] {
                guard let identity = of(element, keyPath: keyPath) else { return nil }
                values.append(identity)
            }
            return .values(values)
        }
        return .integers(integers)
    }

    /// The value at `keyPath` of `element` (a row dictionary or an object with key-value coding),
    /// or `nil` when it has none or it is not hashable.
    static func of(_ element: Any, keyPath: String) -> AnyHashable? {
        if let object = element as? any KeyValueCoding {
            return object.value(forKeyPath: keyPath) as? AnyHashable
        }
        var current: Any? = element
        for key in keyPath.split(separator: ".") {
            if let object = current as? any KeyValueCoding { return object.value(forKeyPath: String(keyPath[key.startIndex...])) as? AnyHashable }
            current = (current as? [String: Any])?[String(key)]
        }
        return current as? AnyHashable
    }
}
