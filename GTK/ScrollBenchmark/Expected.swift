#if GTK
/// What the list should show after a change, worked out here independently of both variants, so
/// the benchmark waits for the right rows: the pharmacies a search keeps, and which comes first.
enum Expected {
    /// The indexes of `pharmacies` whose name, street, city or ZIP code contains `query`, ignoring case.
    static func matching(_ pharmacies: [[String: Any]], _ query: String) -> [Int] {
        pharmacies.indices.filter { index in
            ["name", "address1", "city", "zipCode"].contains { key in (pharmacies[index][key] as? String)?.lowercased().contains(query) == true }
        }
    }

    /// The name of the first of the rows at `indexes` by name (then distance) or by distance, ties in file order.
    static func first(_ pharmacies: [[String: Any]], _ indexes: [Int], byName: Bool) -> String? {
        let key = { (index: Int) in
            (byName ? (pharmacies[index]["name"] as? String ?? "").lowercased() : "", pharmacies[index]["distance"] as? Double ?? 0, index)
        }
        return indexes.min { key($0) < key($1) }.flatMap { pharmacies[$0]["name"] as? String }
    }
}
#endif
