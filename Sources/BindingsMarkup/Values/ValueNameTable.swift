/// A case-insensitive table from names to values, shared by colors, enumerations and bit masks.
///
/// Markup spells names loosely (`center`, `Center`, `NSTextAlignmentCenter`, `redColor`), so a
/// lookup also tries the text with any of the table's prefixes or suffixes removed.
struct ValueNameTable<Value: Sendable>: Sendable {
    /// The canonical names and their values, in declaration order (which breaks suggestion ties).
    let entries: [(name: String, value: Value)]
    /// Lowercased prefixes that may precede a name, such as `nstextalignment`.
    let prefixes: [String]
    /// Lowercased suffixes that may follow a name, such as `color`.
    let suffixes: [String]
    private let indexByKey: [String: Int]

    /// A table of `entries`, accepting `prefixes` and `suffixes` in any case.
    init(_ entries: [(name: String, value: Value)], prefixes: [String] = [], suffixes: [String] = []) {
        self.entries = entries
        self.prefixes = prefixes.map { $0.lowercased() }
        self.suffixes = suffixes.map { $0.lowercased() }
        var index: [String: Int] = [:]
        for (offset, entry) in entries.enumerated() where index[entry.name.lowercased()] == nil {
            index[entry.name.lowercased()] = offset
        }
        indexByKey = index
    }

    /// The value named `text`, or `nil`.
    func value(named text: String) -> Value? {
        for key in keys(for: text) {
            if let offset = indexByKey[key] { return entries[offset].value }
        }
        return nil
    }

    /// The problem to report for a `text` that names nothing, with a suggestion when one is close.
    func unknown(_ text: String) -> ValueProblem {
        .unknownName(text, suggestion: suggestion(for: text))
    }

    /// The canonical name closest to `text`, if within two edits (ties go to the earlier entry).
    ///
    /// Uses the document layer's `EditDistance` metric but not its `suggestion(for:in:)`: a name
    /// here may hide behind a prefix or suffix, so every spelling from `keys(for:)` is compared.
    func suggestion(for text: String) -> String? {
        var best: (distance: Int, offset: Int)?
        for key in keys(for: text) {
            // Lengths differing by more than two need more than two edits; skip the quadratic work.
            for (offset, entry) in entries.enumerated() where abs(entry.name.count - key.count) <= 2 {
                let distance = Suggestion.editDistance(key, entry.name.lowercased())
                if distance <= 2, distance < best?.distance ?? .max {
                    best = (distance, offset)
                }
            }
        }
        return best.map { entries[$0.offset].name }
    }

    /// The lowercased spellings `text` may stand for: itself and without a prefix and/or suffix.
    private func keys(for text: String) -> [String] {
        let lowered = text.lowercased()
        var keys = [lowered]
        for prefix in prefixes where lowered.hasPrefix(prefix) && lowered.count > prefix.count {
            keys.append(String(lowered.dropFirst(prefix.count)))
        }
        for key in keys {
            for suffix in suffixes where key.hasSuffix(suffix) && key.count > suffix.count {
                keys.append(String(key.dropLast(suffix.count)))
            }
        }
        return keys
    }
}
