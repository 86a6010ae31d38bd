/// The collection operators of key paths: `@count`, `@sum`, `@avg`, `@max`, `@min`,
/// `@unionOfObjects`, `@distinctUnionOfObjects`, `@unionOfArrays` and `@distinctUnionOfArrays`.
enum CollectionOperator: String, CaseIterable {
    case count, sum, avg, max, min, unionOfObjects, distinctUnionOfObjects, unionOfArrays, distinctUnionOfArrays

    /// Applies the operator `token` (with its `@`) to `value`, with the rest of the path naming
    /// what to collect from each element (`items.@sum.price`).
    static func apply(_ token: String, to value: Any, rest: ArraySlice<String>, keyPath: String) throws(KeyValueError) -> Any? {
        let name = String(token.dropFirst())
        guard let op = CollectionOperator(rawValue: name) else {
            throw .invalidCollectionOperator(keyPath: keyPath, operator: token,
                                             suggestion: Suggestion.closest(to: name, in: allCases.map(\.rawValue)).map { "@" + $0 })
        }
        guard let array = value as? any KeyValueArray else {
            throw .notAContainer(keyPath: keyPath, key: token, valueType: typeName(of: value))
        }
        let elements = array.elementsAsAny
        // As in Foundation, `@count` ends the path: keys after it are ignored (`items.@count.value`).
        if op == .count { return elements.count }
        var values: [Any] = []
        for element in elements {
            if let item = flatten(try KeyPathWalker.value(in: element, components: rest, keyPath: keyPath)) {
                values.append(item)
            }
        }
        switch op {
        case .count: return elements.count
        case .sum: return sum(values)
        case .avg: return values.isEmpty ? nil : Double(number: sum(values)).map { $0 / Double(values.count) }
        case .max: return extreme(values, >)
        case .min: return extreme(values, <)
        case .unionOfObjects: return values
        case .distinctUnionOfObjects: return distinct(values)
        case .unionOfArrays: return try joined(values, token: token, keyPath: keyPath)
        case .distinctUnionOfArrays: return distinct(try joined(values, token: token, keyPath: keyPath))
        }
    }

    /// The elements of each array in `values`, in order; as in Foundation, each must be an array.
    private static func joined(_ values: [Any], token: String, keyPath: String) throws(KeyValueError) -> [Any] {
        var result: [Any] = []
        for value in values {
            guard let array = value as? any KeyValueArray else {
                throw .notAContainer(keyPath: keyPath, key: token, valueType: typeName(of: value))
            }
            result += array.elementsAsAny.compactMap { flatten($0) }
        }
        return result
    }

    /// The sum as an `Int` when every value is an integer, as a `Double` otherwise.
    private static func sum(_ values: [Any]) -> Any {
        var integer = 0
        var double = 0.0
        var isIntegral = true
        for value in values {
            switch NumericValue(value) {
            case .integer(let v)?: integer &+= Int(truncatingIfNeeded: v); double += Double(v)
            case .unsigned(let v)?: integer &+= Int(truncatingIfNeeded: v); double += Double(v)
            case .floating(let v)?: isIntegral = false; double += v
            case nil: continue
            }
        }
        return isIntegral ? integer : double
    }

    private static func extreme(_ values: [Any], _ isBetter: (Double, Double) -> Bool) -> Any? {
        var best: Any?
        for value in values {
            guard let candidate = best else { best = value; continue }
            if let a = Double(number: value), let b = Double(number: candidate) {
                if isBetter(a, b) { best = value }
            } else if let a = value as? String, let b = candidate as? String {
                if isBetter(a < b ? -1 : (a == b ? 0 : 1), 0) { best = value }
            }
        }
        return best
    }

    private static func distinct(_ values: [Any]) -> [Any] {
        var seen = Set<AnyHashable>()
        var result: [Any] = []
        for value in values {
            if let hashable = value as? AnyHashable {
                if seen.insert(hashable).inserted { result.append(value) }
            } else {
                result.append(value)
            }
        }
        return result
    }
}

extension Double {
    /// A number of any standard type as a `Double`, or `nil` for a non-number.
    init?(number value: Any) {
        switch NumericValue(value) {
        case .integer(let v)?: self = Double(v)
        case .unsigned(let v)?: self = Double(v)
        case .floating(let v)?: self = v
        case nil: return nil
        }
    }
}
