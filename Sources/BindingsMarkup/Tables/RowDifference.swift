/// The rows that change when a list's elements change from one array to another, told apart by
/// an identity (an object's, or an id the app names): the elements removed, the elements inserted,
/// and the elements that stayed but moved, as UIKit's batch updates name them.
///
/// Found in linear time (plus `n log n` for the moves) whatever changed, so a filter or a sort of
/// 100,000 rows is found as quickly as an edit of one: elements are matched by identity through one
/// hash table, and the elements that keep their order are the longest run of matched elements
/// whose old indexes ascend; every other matched element moved. Elements with the same identity
/// are matched in order.
public struct RowDifference: Equatable, Sendable, CustomStringConvertible {
    /// An element that stayed but took another place.
    public struct Move: Hashable, Sendable, CustomStringConvertible {
        /// Its index in the old array.
        public var from: Int
        /// Its index in the new array.
        public var to: Int

        /// The move from index `from` of the old array to index `to` of the new one.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        /// `from→to`, such as `3→0`.
        public var description: String { "\(from)→\(to)" }
    }

    /// The indexes, in the old array, of the elements that left it, ascending.
    public private(set) var removals: [Int] = []
    /// The indexes, in the new array, of the elements that were not in the old one, ascending.
    public private(set) var insertions: [Int] = []
    /// The elements that are in both arrays but out of the order the others keep, ascending by
    /// their new index.
    public private(set) var moves: [Move] = []
    /// For each index of the new array, the index in the old array of the same element, or -1 for
    /// an inserted one.
    private(set) var sources: [Int] = []
    /// For each index of the old array, the index in the new array of the same element, or -1 for
    /// a removed one: worked out with the rest, off the main thread where the caller is, so that
    /// a table applying the difference need not.
    private(set) var targets: [Int] = []
    /// For each index of the new array, whether its element stayed in its order (not inserted,
    /// not moved).
    private(set) var staying: [Bool] = []
    /// The number of elements of the old array.
    public let oldCount: Int

    /// The difference that turns the elements identified by `old` into those identified by `new`.
    // Specialized for the identities tables use, so callers in other modules do not hash through
    // generic witnesses (several times slower over 100,000 rows).
    @_specialize(exported: true, where ID == Int)
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == ObjectIdentifier)
    @_specialize(exported: true, where ID == AnyHashable)
    public init<ID: Hashable>(from old: [ID], to new: [ID]) {
        oldCount = old.count
        // Each identity's first unmatched old index; `nextSame` chains the later ones, so equal
        // identities match in order without a list per identity.
        var firstUnmatched = [ID: Int](minimumCapacity: old.count)
        var nextSame = [Int](repeating: -1, count: old.count)
        for index in old.indices.reversed() {
            if let later = firstUnmatched.updateValue(index, forKey: old[index]) { nextSame[index] = later }
        }
        var sources = [Int](repeating: -1, count: new.count)
        var targets = [Int](repeating: -1, count: old.count)
        for (index, identity) in new.enumerated() {
            guard let slot = firstUnmatched.index(forKey: identity) else { continue }
            let source = firstUnmatched.values[slot]
            guard source >= 0 else { continue }
            sources[index] = source
            targets[source] = index
            firstUnmatched.values[slot] = nextSame[source]
        }
        removals = targets.indices.filter { targets[$0] < 0 }
        insertions = sources.indices.filter { sources[$0] < 0 }
        let staying = Self.longestAscendingRun(sources)
        moves = sources.indices.compactMap { index in
            sources[index] >= 0 && !staying[index] ? Move(from: sources[index], to: index) : nil
        }
        self.sources = sources
        self.targets = targets
        self.staying = staying
    }

    /// Whether the arrays hold the same elements in the same order.
    public var isEmpty: Bool {
        removals.isEmpty && insertions.isEmpty && moves.isEmpty
    }

    /// The number of elements of the new array.
    public var newCount: Int { sources.count }

    /// `-removals +insertions moves`, such as `-[1] +[0, 4] [3→2]`.
    public var description: String {
        "-\(removals) +\(insertions) \(moves)"
    }

    /// For each entry of `sources` (a matched old index, or -1), whether it belongs to the longest
    /// run of matched entries whose old indexes ascend: patience sorting, `n log n`.
    private static func longestAscendingRun(_ sources: [Int]) -> [Bool] {
        // tails[k]: the entry ending the best run of length k + 1 found so far.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: sources.count)
        for (index, source) in sources.enumerated() where source >= 0 {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sources[tails[middle]] < source { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var staying = [Bool](repeating: false, count: sources.count)
        var entry = tails.last ?? -1
        while entry >= 0 {
            staying[entry] = true
            entry = previous[entry]
        }
        return staying
    }
}
