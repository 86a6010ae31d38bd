import Foundation

/// What searching and sorting the pharmacies read, worked out once when the rows load rather than
/// on every keystroke: each row's searched fields (name, street, city, ZIP code) lowercased into one
/// buffer of UTF-8, and each row's place in the order of names.
///
/// Lowercasing four fields of 100,000 dictionaries took about half a second per search; scanning the
/// bytes takes a few milliseconds. A row matches when one of its fields contains the lowercased
/// query's bytes, which is what `lowercased().contains(_:)` finds in the fields' text.
public struct PharmacySearchIndex: Sendable {
    /// The fields a search looks in.
    public static let searchedFields = ["name", "address1", "city", "zipCode"]

    /// Every row's lowercased fields, each field followed by a zero byte (which no query holds), so
    /// a match never spans two fields or two rows.
    private let text: [UInt8]
    /// Where each row's fields start in ``text``, and where the last row's end.
    private let starts: [Int]
    /// Each row's place among the rows sorted by lowercased name, equal names sharing one.
    private let nameRanks: [Int32]

    /// The index of `pharmacies`, in their order.
    public init(pharmacies: [[String: Any]]) {
        var text: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(pharmacies.count + 1)
        var names: [String] = []
        names.reserveCapacity(pharmacies.count)
        for row in pharmacies {
            starts.append(text.count)
            for key in Self.searchedFields {
                let field = (row[key] as? String)?.lowercased() ?? ""
                if key == "name" { names.append(field) }
                text.append(contentsOf: field.utf8.lazy.filter { $0 != 0 })
                text.append(0)
            }
        }
        starts.append(text.count)
        self.text = text
        self.starts = starts
        nameRanks = Self.ranks(of: names)
    }

    /// The number of rows indexed.
    public var count: Int { starts.count - 1 }

    /// Whether row `row`'s name, street, city or ZIP code contains `query`, ignoring case.
    public func matches(_ row: Int, _ query: Query) -> Bool {
        guard let first = query.bytes.first else { return true }
        return text.withUnsafeBufferPointer { text in
            query.bytes.withUnsafeBufferPointer { query in
                let end = starts[row + 1] - query.count
                var start = starts[row]
                while start <= end {
                    if text[start] == first {
                        var matched = 1
                        while matched < query.count, text[start + matched] == query[matched] { matched += 1 }
                        if matched == query.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// Whether row `left`'s name comes before row `right`'s, ignoring case; `nil` for the same name.
    public func nameOrder(_ left: Int, _ right: Int) -> Bool? {
        let lhs = nameRanks[left], rhs = nameRanks[right]
        return lhs == rhs ? nil : lhs < rhs
    }

    /// A search text as the index compares it: trimmed of spaces, lowercased, in UTF-8.
    public struct Query: Sendable, Equatable {
        /// The bytes a matching field contains; empty matches every row.
        let bytes: [UInt8]

        /// `text` trimmed of spaces and lowercased.
        public init(_ text: String) {
            bytes = text.trimmingCharacters(in: .whitespaces).lowercased().utf8.filter { $0 != 0 }
        }

        /// Whether the query matches every row.
        public var isEmpty: Bool { bytes.isEmpty }
    }

    /// Dense ranks of `names` in ascending order: equal names share a rank.
    private static func ranks(of names: [String]) -> [Int32] {
        let order = names.indices.sorted { names[$0] < names[$1] }
        var ranks = [Int32](repeating: 0, count: names.count)
        var rank: Int32 = 0
        for (position, index) in order.enumerated() {
            if position > 0, names[order[position - 1]] != names[index] { rank += 1 }
            ranks[index] = rank
        }
        return ranks
    }
}
