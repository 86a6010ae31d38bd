#if GTK
import PharmacyCellsKit

/// The rows both variants show: the shipped pharmacies repeated to `count` rows.
///
/// Copy `k` is `k` rings farther away (a ring is wider than the farthest shipped pharmacy), so the
/// list, sorted by distance, cycles through all the pharmacies as a long list of different places
/// would; plain copies would sort into hundreds of the same pharmacy in a row, whose labels GTK
/// would not even have to change when a row widget is reused.
enum BenchmarkRows {
    /// The pharmacies in file order, as the view model takes them.
    static func pharmacies(count: Int) throws -> [[String: Any]] {
        let shipped = try PharmacyData.loadShipped()
        guard !shipped.isEmpty else { return [] }
        let ring = (shipped.compactMap { $0["distance"] as? Double }.max() ?? 0).rounded(.up) + 1
        return (0..<count).map { index in
            var row = shipped[index % shipped.count]
            row["distance"] = (row["distance"] as? Double ?? 0) + Double(index / shipped.count) * ring
            row["index"] = index
            return row
        }
    }

    /// `pharmacies` as the list shows them, worked out by hand for the hand-written variant:
    /// nearest first (ties in file order) and numbered from 1 under the key `number`.
    static func listed(_ pharmacies: [[String: Any]]) -> [[String: Any]] {
        let sorted = pharmacies.enumerated().sorted { lhs, rhs in
            let left = lhs.element["distance"] as? Double ?? 0, right = rhs.element["distance"] as? Double ?? 0
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        return sorted.enumerated().map { position, entry in
            var row = entry.element
            row["number"] = position + 1
            return row
        }
    }
}
#endif
