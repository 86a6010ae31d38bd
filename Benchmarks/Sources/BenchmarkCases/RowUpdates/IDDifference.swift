import BindingsMarkup

/// Cases 12 and 13: the difference between two lists of 100,000 `Int` ids, the new one the old one
/// filtered (90 % kept) or sorted by another key. One operation is one difference, the previous
/// one released; the lists are built at setup.
enum IDDifference {
    /// How the new ids come from the old ones.
    enum Change: Sendable {
        /// Every id not divisible by 10, in order.
        case filter
        /// Every id, sorted by ``LargeList/sortKey(_:)``.
        case sort

        /// The new ids.
        var newIDs: [Int] { self == .filter ? LargeList.filteredIDs : LargeList.sortedIDs }
    }

    /// The workload of `technology`: the library's difference, or the hand-written one (direct).
    @MainActor static func make(_ technology: Technology, change: Change) -> any Workload {
        technology == .direct ? HandIDDifference(change) : BindingsIDDifference(change)
    }

    /// What a difference says, for `ProfileCase check`: its removals and insertions, and whether
    /// placing the ids of `placed` (old index to new index) and keeping the others in order turns
    /// `old` into `new`. Technologies agree on these, not on their moves: the anchor finds none.
    static func summary(removals: [Int], insertions: [Int], placed: [(from: Int, to: Int)], old: [Int], new: [Int]) -> [String?] {
        [
            "removals \(removals.count), index sum \(removals.reduce(0, +))",
            "insertions \(insertions.count), index sum \(insertions.reduce(0, +))",
            "turns the old ids into the new: \(rebuilds(old, new, removals: removals, insertions: insertions, placed: placed))",
        ]
    }

    /// Whether the difference rebuilds `new` from `old`: inserted ids from `new`, placed ids where
    /// they go, and the ids neither removed nor placed, in their old order, in the free places.
    private static func rebuilds(_ old: [Int], _ new: [Int], removals: [Int], insertions: [Int], placed: [(from: Int, to: Int)]) -> Bool {
        var result = [Int?](repeating: nil, count: new.count)
        var taken = [Bool](repeating: false, count: old.count)
        for index in insertions {
            guard new.indices.contains(index) else { return false }
            result[index] = new[index]
        }
        for index in removals {
            guard old.indices.contains(index) else { return false }
            taken[index] = true
        }
        for move in placed {
            guard old.indices.contains(move.from), new.indices.contains(move.to) else { return false }
            result[move.to] = old[move.from]
            taken[move.from] = true
        }
        var free = result.indices.lazy.filter { result[$0] == nil }.makeIterator()
        for (index, id) in old.enumerated() where !taken[index] {
            guard let slot = free.next() else { return false }
            result[slot] = id
        }
        return result.elementsEqual(new) { $0 == $1 }
    }
}

/// The library: `RowDifference(from:to:)`, which also finds the fewest moves (none for the filter).
final class BindingsIDDifference: Workload {
    /// The ids before the change.
    let old = LargeList.ids
    /// The ids after it.
    let new: [Int]
    /// The last difference found.
    private(set) var difference = RowDifference(from: [Int](), to: [])

    init(_ change: IDDifference.Change) {
        new = change.newIDs
    }

    func run(_ count: Int) {
        for _ in 0..<count { difference = RowDifference(from: old, to: new) }
    }

    var labelTexts: [String?] {
        IDDifference.summary(removals: difference.removals, insertions: difference.insertions,
                             placed: difference.moves.map { ($0.from, $0.to) }, old: old, new: new)
    }
}

/// The anchor: ``HandDifference``, mapping each new id to its old index only for the sort.
final class HandIDDifference: Workload {
    /// The ids before the change.
    let old = LargeList.ids
    /// The ids after it.
    let new: [Int]
    /// Whether each new id is mapped to its old index: only a reorder needs it.
    let mapsSources: Bool
    /// The last difference found.
    private(set) var difference = HandDifference(from: [], to: [], mapsSources: false)

    init(_ change: IDDifference.Change) {
        new = change.newIDs
        mapsSources = change == .sort
    }

    func run(_ count: Int) {
        for _ in 0..<count { difference = HandDifference(from: old, to: new, mapsSources: mapsSources) }
    }

    var labelTexts: [String?] {
        // Every mapped id is placed where the map says; unmapped, the kept ids stay in order.
        let placed = difference.sources.enumerated().compactMap { to, from in from >= 0 ? (from: from, to: to) : nil }
        return IDDifference.summary(removals: difference.removals, insertions: difference.insertions,
                                    placed: placed, old: old, new: new)
    }
}
