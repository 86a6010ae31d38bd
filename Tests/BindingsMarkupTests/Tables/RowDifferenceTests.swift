import BindingsMarkup
import BindingsTestSupport
import Testing

extension Tables {
    /// The difference between two arrays of identities: exactly which elements were removed,
    /// inserted and moved, with the fewest moves.
    @Suite("Row difference")
    struct RowDifferenceTests {
        @Test(arguments: [
            ("", "", "-[] +[] []"),
            ("ABC", "ABC", "-[] +[] []"),
            ("", "AB", "-[] +[0, 1] []"),
            ("AB", "", "-[0, 1] +[] []"),
            // A filter: removals only.
            ("ABCDE", "ACE", "-[1, 3] +[] []"),
            // Typing a letter less widens it again: insertions only.
            ("ACE", "ABCDE", "-[] +[1, 3] []"),
            // A sort: the longest run in order stays, the rest move.
            ("DCBA", "ABCD", "-[] +[] [3→0, 2→1, 1→2]"),
            ("ABCDE", "EABCD", "-[] +[] [4→0]"),
            ("ABCDE", "BCDEA", "-[] +[] [0→4]"),
            // Removals, insertions and a move at once.
            ("ABCDE", "XDBE", "-[0, 2] +[0] [3→1]"),
            // Equal identities match in order.
            ("AAB", "BAA", "-[] +[] [2→0]"),
            ("AAB", "AB", "-[1] +[] []"),
            ("AB", "ABA", "-[] +[2] []"),
        ])
        func differences(old: String, new: String, expected: String) {
            #expect(RowDifference(from: Array(old), to: Array(new)).description == expected)
        }

        @Test func aSortOfAThousandRowsMovesAllButTheLongestRunInOrder() {
            let old = Array(0..<1000)
            // Every other row moved to the end: row 0 and the odd rows stay in order, 499 move.
            let new = old.filter { $0.isMultiple(of: 2) } + old.filter { !$0.isMultiple(of: 2) }
            let difference = RowDifference(from: old, to: new)
            #expect(difference.removals.isEmpty && difference.insertions.isEmpty)
            #expect(difference.moves.count == 499)
            #expect(difference.moves.first == RowDifference.Move(from: 2, to: 1))
            #expect(difference.moves.last == RowDifference.Move(from: 998, to: 499))
            #expect(difference.oldCount == 1000 && difference.newCount == 1000 && !difference.isEmpty)
        }

        /// Applying the difference to the old array, as a table applies a batch, gives the new one.
        @Test(arguments: 0..<40)
        func applyingTheDifferenceGivesTheNewArray(seed: Int) {
            var random = SeededRandomGenerator(seed: UInt64(seed))
            let old = (0..<Int(random.next() % 30)).map { _ in Int(random.next() % 12) }
            let new = (0..<Int(random.next() % 30)).map { _ in Int(random.next() % 12) }
            let difference = RowDifference(from: old, to: new)
            var rebuilt = [Int?](repeating: nil, count: new.count)
            let departing = Set(difference.removals + difference.moves.map(\.from))
            let arriving = Set(difference.insertions + difference.moves.map(\.to))
            for row in difference.insertions { rebuilt[row] = new[row] }
            for move in difference.moves { rebuilt[move.to] = old[move.from] }
            var free = (0..<new.count).filter { !arriving.contains($0) }.makeIterator()
            for (row, element) in old.enumerated() where !departing.contains(row) {
                if let slot = free.next() { rebuilt[slot] = element }
            }
            #expect(rebuilt == new.map(Optional.some), "\(old) → \(new): \(difference)")
        }
    }
}
