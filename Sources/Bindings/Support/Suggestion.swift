/// Finds the closest of a set of names to a misspelt one, for "did you mean" hints.
public enum Suggestion {
    /// The candidate closest to `name`, when it is close enough to be a plausible typo.
    ///
    /// A candidate qualifies when its edit distance is at most 2 and below half the length of `name`,
    /// so short names are not "corrected" into unrelated ones. Ties go to the alphabetically first.
    public static func closest<S: Sequence<String>>(to name: String, in candidates: S) -> String? {
        let limit = min(2, (name.count - 1) / 2)
        guard limit > 0 else { return candidates.first { $0.lowercased() == name.lowercased() && $0 != name } }
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            guard distance <= limit else { continue }
            if let current = best, current.distance < distance || (current.distance == distance && current.name < candidate) {
                continue
            }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// The Levenshtein distance between two strings, counted in characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
