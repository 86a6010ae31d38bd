import Foundation

/// The sample's formatting written by hand, as MVC code does it: what the anchors use in place of
/// the binding expressions' formatters, so every technology formats the same way.
enum HandFormatting {
    /// `0.16 miles`, as `::number;format=%.2f miles`.
    static func distance(_ value: Any?) -> String? {
        (value as? Double).map { String(format: "%.2f miles", $0) }
    }

    /// `(617) 555-1000` from ten digits, as `::phone`; other text is shown as it is.
    static func phone(_ value: Any?) -> String? {
        guard let text = value as? String else { return nil }
        let digits = text.filter(\.isNumber)
        guard digits.count == 10 else { return text }
        return "(\(digits.prefix(3))) \(digits.dropFirst(3).prefix(3))-\(digits.suffix(4))"
    }

    /// The address block, as the template `` `{content.address1}\n{content.city} {content.state} {content.zipCode}` ``.
    static func address(_ row: [String: Any]) -> String {
        "\(row["address1"] as? String ?? "")\n\(row["city"] as? String ?? "") \(row["state"] as? String ?? "") \(row["zipCode"] as? String ?? "")"
    }

    /// `12. Name`, as the template `` `{content.number}. {content.name}` ``.
    static func numberedName(_ row: [String: Any]?) -> String {
        "\(row?["number"].map { "\($0)" } ?? ""). \(row?["name"] as? String ?? "")"
    }
}
