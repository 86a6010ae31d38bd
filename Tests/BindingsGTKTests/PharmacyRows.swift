#if GTK
import Foundation
import PharmacyCellsKit

/// What a pharmacy row must show, worked out from the shipped data independently of the markup:
/// `N. name | d.dd miles | street / city state zip | (phone) | (fax) | email`, absent fields left out.
enum PharmacyRows {
    /// The shipped rows, nearest first, as the list numbers them.
    static func byDistance() throws -> [[String: Any]] {
        try PharmacyData.loadShipped().sorted { ($0["distance"] as? Double ?? 0) < ($1["distance"] as? Double ?? 0) }
    }

    /// The line for `row`, numbered `number`, with its distance moved by `walked` miles.
    static func line(_ row: [String: Any], number: Int, walked: Double = 0) -> String {
        func text(_ key: String) -> String { row[key] as? String ?? "" }
        var parts = [
            "\(number). \(text("name"))",
            String(format: "%.2f miles", max(0, (row["distance"] as? Double ?? 0) + walked)),
            "\(text("address1")) / \(text("city")) \(text("state")) \(text("zipCode"))",
        ]
        for key in ["phone", "fax"] where !text(key).isEmpty { parts.append(phone(text(key))) }
        if !text("email").isEmpty { parts.append(text("email")) }
        return parts.joined(separator: " | ")
    }

    /// `6172273728` as `(617) 227-3728`.
    static func phone(_ digits: String) -> String {
        let characters = Array(digits)
        guard characters.count == 10 else { return digits }
        return "(\(String(characters[0..<3]))) \(String(characters[3..<6]))-\(String(characters[6...]))"
    }
}
#endif
