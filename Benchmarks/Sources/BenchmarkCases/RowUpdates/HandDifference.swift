/// The anchor of the difference cases: what an app writes by hand to follow a list of unique `Int`
/// ids, one `[Int: Int]` dictionary from each old id to its index and one pass over the new ids.
///
/// It finds the removed old indexes and the inserted new indexes, which is all a filter needs
/// (the rows that stay keep their order). With `mapsSources` it also keeps, for each new index,
/// the old index of the same id, which is what a reorder needs to be applied; it finds no minimal
/// set of moves, so against a sort it does less than ``RowDifference``.
struct HandDifference {
    /// The indexes, in the old ids, of the ids that left, ascending.
    private(set) var removals: [Int] = []
    /// The indexes, in the new ids, of the ids that were not in the old ones, ascending.
    private(set) var insertions: [Int] = []
    /// For each new index, the old index of its id or -1 (empty unless mapped).
    private(set) var sources: [Int] = []

    /// The difference from `old` to `new`, both without repeated ids.
    init(from old: [Int], to new: [Int], mapsSources: Bool) {
        var oldIndexes = [Int: Int](minimumCapacity: old.count)
        for (index, id) in old.enumerated() {
            oldIndexes[id] = index
        }
        var stays = [Bool](repeating: false, count: old.count)
        if mapsSources { sources.reserveCapacity(new.count) }
        for (index, id) in new.enumerated() {
            if let source = oldIndexes[id] {
                stays[source] = true
                if mapsSources { sources.append(source) }
            } else {
                insertions.append(index)
                if mapsSources { sources.append(-1) }
            }
        }
        removals = stays.indices.filter { !stays[$0] }
    }
}
