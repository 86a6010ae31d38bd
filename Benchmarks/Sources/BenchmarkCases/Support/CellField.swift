/// How the cell's rows are shown: raw strings, or with the sample's formatters.
enum Formatting: Sendable {
    case raw, formatted

    /// The rows of this case.
    var rows: [[String: Any]] { self == .raw ? PharmacyRows.raw : PharmacyRows.typed }

    /// The cell's six bound labels, in ``CellLabels/all`` order.
    var fields: [CellField] { self == .raw ? CellField.raw : CellField.formatted }
}

/// One bound label of the cell: the binding expression over the cell, and the hand-written
/// extraction that the closure, OpenCombine and Observation anchors run instead.
struct CellField: Sendable {
    /// The label's binding expression over the cell (`content` is the row).
    let expression: String
    /// What the label shows for a row.
    let text: @Sendable ([String: Any]?) -> String?

    static let raw: [CellField] = [
        CellField(expression: "content.name") { $0?["name"] as? String },
        CellField(expression: "content.distance") { $0?["distance"] as? String },
        CellField(expression: "content.address1") { $0?["address1"] as? String },
        CellField(expression: "content.phone") { $0?["phone"] as? String },
        CellField(expression: "content.fax") { $0?["fax"] as? String },
        CellField(expression: "content.email") { $0?["email"] as? String },
    ]

    static let formatted: [CellField] = [
        CellField(expression: "content.name") { $0?["name"] as? String },
        CellField(expression: "content.distance::number;format=%.2f miles") { HandFormatting.distance($0?["distance"]) },
        CellField(expression: "`{content.address1}\\n{content.city} {content.state} {content.zipCode}`") {
            $0.map(HandFormatting.address)
        },
        CellField(expression: "content.phone::phone") { HandFormatting.phone($0?["phone"]) },
        CellField(expression: "content.fax") { $0?["fax"] as? String },
        CellField(expression: "content.email") { $0?["email"] as? String },
    ]
}
