import BindingsMarkup
import Foundation
@testable import PharmacyCellsKit
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
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
                Issue.record("recorded snapshot \(name); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record snapshot \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing snapshot \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(String(decoding: data, as: UTF8.self) == text, "snapshot \(name) differs", sourceLocation: sourceLocation)
    }
}
