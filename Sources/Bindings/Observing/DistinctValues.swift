/// The `==` of each `Value` type some `@Observed(distinct: true)` property holds, found by type:
/// storing it in every such property would cost a closure's two words per property per object.
enum DistinctValues {
    protocol Comparator: SendableMetatype {
        static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool
    }

    enum EquatableComparator<Compared: Equatable>: Comparator {
        static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
            guard let lhs = lhs as? Compared, let rhs = rhs as? Compared else { return false }
            return lhs == rhs
        }
    }

    private static let comparators = SnapshotCache<ObjectIdentifier, any Comparator.Type>()

    static func register<Compared: Equatable>(_ type: Compared.Type) {
        let id = ObjectIdentifier(type)
        if comparators[id] == nil { _ = comparators.insert(EquatableComparator<Compared>.self, for: id) }
    }

    static func comparator(for type: Any.Type) -> (any Comparator.Type)? {
        comparators[ObjectIdentifier(type)]
    }
}
