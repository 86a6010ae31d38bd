import Bindings
import Foundation

/// The state of the pharmacy list screen: the search text and sort order the user chooses, and the
/// filtered, sorted, numbered rows and title that follow from them.
///
/// Views bind to it by key (`viewModel.title`, `viewModel.searchText`); the table's data source reads
/// ``results``. Changing ``searchText`` or ``sortOrder`` (from code or through a two-way binding)
/// recomputes ``results`` at once.
@MainActor
final class PharmacyListViewModel: KeyValueCoding {
    /// Text the rows must contain (name, street, city or ZIP code, ignoring case); empty for all rows.
    @Observed var searchText = ""
    /// The order of ``results``.
    @Observed var sortOrder = SortOrder.distance
    /// The rows to show, each with a `number` key: its 1-based position.
    @Observed var results: [[String: Any]] = []
    /// A heading such as `12 pharmacies`.
    @Observed var title = ""
    /// The sort order in words, such as `by distance`.
    @Observed var sortDescription = ""

    /// Every row loaded, in file order, with distances as the live walk leaves them.
    private(set) var pharmacies: [[String: Any]]
    private var observations: [KeyValueObservation] = []

    /// A view model over `pharmacies`, showing them all by distance.
    init(pharmacies: [[String: Any]]) {
        self.pharmacies = pharmacies
        refresh()
        // Self-observation, so that writes through bindings (which bypass Swift setters) refresh too.
        let refreshOnMain: @Sendable (PharmacyListViewModel) -> Void = { model in
            MainActor.assumeIsolated { model.refresh() }
        }
        do {
            observations.append(try observe(\.searchText) { model, _ in refreshOnMain(model) })
            observations.append(try observe(\.sortOrder) { model, _ in refreshOnMain(model) })
        } catch {
            assertionFailure("the view model's own keys are observable: \(error)")
        }
    }

    /// Recomputes ``results`` and ``title`` from the rows, the search text and the sort order.
    func refresh() {
        let query = searchText.trimmingCharacters(in: .whitespaces).lowercased()
        var rows = pharmacies.enumerated().filter { _, row in
            query.isEmpty || ["name", "address1", "city", "zipCode"].contains { key in
                (row[key] as? String)?.lowercased().contains(query) == true
            }
        }
        rows.sort { Self.ordered($0, $1, by: sortOrder) }
        results = rows.enumerated().map { position, entry in
            var row = entry.element
            row["number"] = position + 1
            row["index"] = entry.offset
            return row
        }
        sortDescription = "by \(sortOrder.rawValue)"
        title = switch results.count {
        case 0: "No pharmacies"
        case 1: "1 pharmacy"
        default: "\(results.count) pharmacies"
        }
    }

    /// Moves the walking user: adds `deltas[i]` miles to the distance of result `i` (clamped at 0),
    /// replacing the changed rows as one batch. The order stays put while walking, so rows do not jump.
    func walk(deltas: [Double]) {
        $results.performBatchUpdates { edit in
            for (position, delta) in deltas.enumerated() where position < edit.elements.count && delta != 0 {
                var row = edit.elements[position]
                let distance = max(0, ((row["distance"] as? Double) ?? 0) + delta)
                row["distance"] = distance
                if let index = row["index"] as? Int, pharmacies.indices.contains(index) {
                    pharmacies[index]["distance"] = distance
                }
                edit.replace(at: position, with: row)
            }
        }
    }

    private static func ordered(_ lhs: (offset: Int, element: [String: Any]), _ rhs: (offset: Int, element: [String: Any]),
                                by order: SortOrder) -> Bool {
        let leftDistance = lhs.element["distance"] as? Double ?? 0, rightDistance = rhs.element["distance"] as? Double ?? 0
        if order == .name {
            let left = (lhs.element["name"] as? String ?? "").lowercased(), right = (rhs.element["name"] as? String ?? "").lowercased()
            if left != right { return left < right }
        }
        if leftDistance != rightDistance { return leftDistance < rightDistance }
        return lhs.offset < rhs.offset
    }
}
