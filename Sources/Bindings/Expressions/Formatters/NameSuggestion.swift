/// "Did you mean" suggestions for misspelled names, by Levenshtein edit distance.
enum NameSuggestion {
    /// Suggestions are offered only this close, so they are near-misses and not guesses.
    static let maximumDistance = 2

    /// The candidate nearest to `name` (ignoring case) within ``maximumDistance``, ties broken
    /// alphabetically; `nil` when none is that near.
    static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = self.distance(target, Array(candidate.lowercased()))
            if distance <= maximumDistance, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The number of single-character insertions, deletions or substitutions from `a` to `b`.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // One row at a time keeps memory linear in the shorter name's length.
        var previous = Array(0 ... b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            for j in 1 ... b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
