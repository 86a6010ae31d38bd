import BindingsMarkup
import Foundation
@testable import PharmacyCellsKit
import BindingsTestSupport
import Testing

/// Builders and readers shared by the app's tests.
@MainActor
enum AppTestSupport {
    /// The rows shipped with the app.
    static func shippedRows() throws -> [[String: Any]] {
        try PharmacyData.loadShipped()
    }

    /// A controller over `rows`, laid out as the printed screen (80 × 24 characters).
    static func controller(rows: [[String: Any]]) throws -> PharmacyListController {
        let controller = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: rows))
        controller.layout(width: 640, height: 480)
        return controller
    }

    /// A row with the reference fields; `fax` and `email` only when given.
    static func row(_ name: String, distance: Double, city: String = "Boston", fax: String? = nil, email: String? = nil) -> [String: Any] {
        var row: [String: Any] = [
            "name": name, "address1": "1 Main Street", "city": city, "state": "MA", "zipCode": "02108",
            "latitude": 42.36, "longitude": -71.06, "phone": "6175550100", "distance": distance,
        ]
        row["fax"] = fax
        row["email"] = email
        return row
    }

    /// The texts of a pharmacy cell's labels in document order: name, distance, address, phone, fax, email.
    static func labelTexts(_ cell: TableViewCell) -> [String] {
        labels(cell).map { $0.text ?? "" }
    }

    /// The pharmacy labels of a cell (not its built-in, unused text labels).
    static func labels(_ cell: TableViewCell) -> [Label] {
        cell.allViews.compactMap { $0 as? Label }.filter { $0 !== cell.textLabel && $0 !== cell.detailTextLabel }
    }

    /// The numbered name lines of a printed list, such as `1. CVS`.
    static func names(in printed: String) -> [String] {
        printed.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let dot = trimmed.firstIndex(of: "."), Int(trimmed[..<dot]) != nil else { return nil }
            // The name ends where the distance column's padding starts.
            return trimmed.components(separatedBy: "  ").first
        }
    }
}

/// Compares text with files in `Tests/PharmacyCellsTests/Snapshots`; `RECORD_SNAPSHOTS=1` rewrites them.
enum Snapshot {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    }

    /// Checks `text` against the snapshot `name`, or records it.
    static func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Snapshots.assert(text, named: name, in: directory, sourceLocation: sourceLocation)
    }
}
