/// Finds the closest of a set of names to a misspelt one, for "did you mean" hints.
public enum Suggestion {
    /// The candidate closest to `name`, when it is close enough to be a plausible typo.
    ///
    /// A candidate qualifies when at most two edits (insertions, deletions, substitutions or swaps of
    /// neighbours) turn one into the other and those edits change less than half of the longer name,
    /// so short names are not "corrected" into unrelated ones. Ties go to the alphabetically first.
    public static func closest<S: Sequence<String>>(to name: String, in candidates: S) -> String? {
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(lowered, candidate.lowercased())
            guard distance <= 2, distance * 2 < max(name.count, candidate.count) else { continue }
            if let current = best, current.distance < distance || (current.distance == distance && current.name < candidate) {
                continue
            }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// The edit distance between two strings, counted in characters: insertions, deletions,
    /// substitutions and swaps of neighbouring characters each count one (optimal string alignment).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
