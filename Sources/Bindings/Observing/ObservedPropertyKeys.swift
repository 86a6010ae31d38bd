/// Some `@Observed` properties of one class, found by name once, for
/// `observeOwnProperties(_:handler:)` (the overload taking these keys).
///
/// Registering on an object's properties by name hashes every name for every object; a view kit
/// creating thousands of views of a few classes resolves each class's keys once and keeps them.
public struct ObservedPropertyKeys: Sendable {
    /// The keys, in the order given.
    public let names: [String]
    let type: ObjectIdentifier
    let entries: [PropertyTable.Entry]

    /// Resolves `keys` among the `@Observed` properties of `type`.
    ///
    /// - Throws: ``KeyValueError/unknownKey(type:key:suggestion:)`` when a key is not an `@Observed`
    ///   property of `type`.
    public init(_ keys: [String], of type: any KeyValueCoding.Type) throws(KeyValueError) {
        let table = PropertyTable.of(type)
        var entries: [PropertyTable.Entry] = []
        entries.reserveCapacity(keys.count)
        for key in keys {
            guard let entry = table.entries[key] else {
                throw .unknownKey(type: String(describing: type), key: key,
                                  suggestion: Suggestion.closest(to: key, in: type.declaredKeys))
            }
            entries.append(entry)
        }
        names = keys
        self.type = ObjectIdentifier(type)
        self.entries = entries
    }
}
