/// The 100,000-element lists of the row-update cases (12–14): ids, the rows that carry them, and
/// the two ways a list changes that cost most to follow, a filter and a sort by another key.
enum LargeList {
    /// The number of elements.
    static let count = 100_000

    /// The ids, ascending.
    static let ids = Array(0..<count)

    /// The ids the filter keeps: 90 % of them, a tenth of the rows leaving.
    static let filteredIDs = ids.filter(keeps)

    /// The ids sorted by ``sortKey(_:)``: a permutation with no long run left in order.
    static let sortedIDs = ids.sorted { sortKey($0) < sortKey($1) }

    /// The rows a table shows, one per id: `["id": id, "name": "Row <id>"]`.
    // nonisolated(unsafe): immutable once built, and holding only integers and strings.
    nonisolated(unsafe) static let rows: [[String: Any]] = ids.map { ["id": $0, "name": name($0)] }

    /// Whether the filter keeps `id`: every id not divisible by 10.
    static func keeps(_ id: Int) -> Bool {
        !id.isMultiple(of: 10)
    }

    /// The key of the other order: distinct for every id, as 7,919 is invertible modulo the prime 100,003.
    static func sortKey(_ id: Int) -> Int {
        id * 7_919 % 100_003
    }

    /// The name a row shows: short enough to be stored inline in the string.
    static func name(_ id: Int) -> String {
        "Row \(id)"
    }

    /// The rows of `rows` the filter keeps, as an app computes them anew when its search changes.
    static func filtered(_ rows: [[String: Any]]) -> [[String: Any]] {
        rows.filter { row in (row["id"] as? Int).map(keeps) ?? false }
    }
}
