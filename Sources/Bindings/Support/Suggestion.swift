/// "Did you mean" suggestions for misspelt names: keys, elements, properties, formatters, operators.
///
/// Every diagnostic in Bindings suggests names through this one place, so they all follow the same floor.
public enum Suggestion {
    /// The clause that ends a message with `suggestion`: `; did you mean 'text'?`, or nothing
    /// without one. Every "did you mean" of the package is worded here.
    public static func clause(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `suggestion` as an aside after a name: ` (did you mean 'center'?)`, or nothing without one.
    public static func aside(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The number of single-character insertions, deletions, substitutions and adjacent transpositions
    /// needed to turn `source` into `target` (Levenshtein distance with transpositions counted as one edit,
    /// the "optimal string alignment" variant), compared by `Character`.
    public static func editDistance(_ source: String, _ target: String) -> Int {
        distance(Array(source), Array(target))
    }

    /// The candidate closest to `name`, or `nil` when none is close enough to be a plausible typo.
    ///
    /// Names are compared case-insensitively, so `uilabel` suggests `UILabel`. A candidate qualifies when its
    /// distance `d` satisfies `d <= 2` and `2 * d < name.count` (so short names need near-exact matches and
    /// one-letter names get no suggestion unless only the case differs). Among qualifying candidates the
    /// smallest distance wins, then the smallest case-sensitive distance, then the lexicographically
    /// smallest name, so the result never depends on the order of `candidates`.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let folded = Array(name.lowercased())
        let exact = Array(name)
        var best: (distance: Int, exactDistance: Int, candidate: String)?
        for candidate in candidates {
            let candidateFolded = Array(candidate.lowercased())
            // Cheap bound first: the distance is at least the length difference.
            guard abs(candidateFolded.count - folded.count) <= 2 else { continue }
            let foldedDistance = distance(folded, candidateFolded)
            guard foldedDistance <= 2, 2 * foldedDistance < max(exact.count, 1) || foldedDistance == 0 else {
                continue
            }
            let exactDistance = distance(exact, Array(candidate))
            let key = (foldedDistance, exactDistance, candidate)
            if let current = best, (current.distance, current.exactDistance, current.candidate) <= key {
                continue
            }
            best = key
        }
        return best?.candidate
    }

    /// Optimal string alignment distance over two rows of the classic matrix plus the row before them.
    private static func distance<Element: Equatable>(_ source: [Element], _ target: [Element]) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previousPrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            swap(&previousPrevious, &previous)
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
