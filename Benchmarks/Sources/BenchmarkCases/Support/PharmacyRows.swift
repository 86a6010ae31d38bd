/// The pharmacy search results the cells show: 64 distinct rows of the sample's row shape.
///
/// Rows are cycled so that consecutive operations never assign the same row twice.
enum PharmacyRows {
    /// The number of rows: a power of two, so cycling is a mask.
    static let count = 64

    // nonisolated(unsafe): immutable once built, and holding only strings and doubles.

    /// Rows as decoded from text: every value a string (the raw-strings reuse case).
    nonisolated(unsafe) static let raw: [[String: Any]] = (0..<count).map { index in
        row(index).mapValues { value in value as? String ?? String(describing: value) }
    }

    /// Rows with numbers as numbers: distance, latitude and longitude are `Double`s.
    nonisolated(unsafe) static let typed: [[String: Any]] = (0..<count).map(row)

    /// Typed rows numbered from 1 (`number`), as the example app's list numbers its rows: the rows
    /// of the markup and scrolling cases.
    nonisolated(unsafe) static let numbered: [[String: Any]] = typed.enumerated().map { index, row in
        row.merging(["number": index + 1]) { _, new in new }
    }

    /// The row names alone, for the cases that change one property.
    static let names: [String] = (0..<count).map { "Pharmacy \($0)" }

    private static let cities = ["Boston", "Cambridge", "Somerville", "Brookline"]

    private static func row(_ index: Int) -> [String: Any] {
        let street = 100 + index * 7
        let line = 1_000 + index * 13
        return [
            "name": names[index],
            "address1": "\(street) Massachusetts Avenue",
            "city": cities[index % cities.count],
            "state": "MA",
            "zipCode": "02\(139 + index)",
            "latitude": 42.36 + Double(index) / 1_000,
            "longitude": -71.06 - Double(index) / 1_000,
            "phone": "617555\(line)",
            "email": "store\(index)@pharmacy.example.com",
            "fax": "617556\(line)",
            "distance": 0.16 + Double(index) * 0.37,
        ]
    }
}

/// Cycles through rows: each call to ``next()`` gives the following one.
struct RowCycle {
    private let rows: [[String: Any]]
    private var index = 0

    init(_ rows: [[String: Any]]) {
        precondition(rows.count.nonzeroBitCount == 1, "the row count must be a power of two")
        self.rows = rows
    }

    mutating func next() -> [String: Any] {
        defer { index = (index + 1) & (rows.count - 1) }
        return rows[index]
    }
}

/// Cycles through the row names.
struct NameCycle {
    private var index = 0

    mutating func next() -> String {
        defer { index = (index + 1) & (PharmacyRows.count - 1) }
        return PharmacyRows.names[index]
    }
}
