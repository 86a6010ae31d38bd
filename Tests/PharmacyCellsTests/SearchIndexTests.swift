import BindingsTestSupport
import PharmacyCellsKit
import Testing

/// The search index finds what lowercasing every field on every keystroke found, and orders names
/// as lowercased names compare.
@MainActor @Suite(.checksLiveObjects) struct SearchIndexTests {
    static let rows: [[String: Any]] = [
        ["name": "Walgreens", "address1": "1 Main Street", "city": "Cambridge", "zipCode": "02139"],
        ["name": "CVS", "address1": "44 Elm Road", "city": "Boston", "zipCode": "02108"],
        ["name": "apex Pharmacy", "address1": "9 Main Street", "city": "Somerville", "zipCode": "02143"],
        ["name": "Apex pharmacy", "address1": "2 Hill Lane", "city": "Boston", "zipCode": "02110"],
        ["name": "Ærø Apotek", "address1": "Torvet 1", "city": "Ærøskøbing", "zipCode": "5970"],
        // Fields left out or of another type are searched as empty text.
        ["name": "Corner Drug", "city": 6],
    ]

    @Test(arguments: [
        ("", [0, 1, 2, 3, 4, 5]),
        ("main", [0, 2]),
        ("  MAIN street\t", [0, 2]),
        ("021", [0, 1, 2, 3]),
        ("apex pharmacy", [2, 3]),
        ("ærø", [4]),
        ("ÆRØSKØBING", [4]),
        // A match never spans two fields: "Walgreens" then "1 Main Street".
        ("walgreens1", []),
        ("street", [0, 2]),
        ("drug", [5]),
        ("6", []),
        ("zzz", []),
    ])
    func aSearchFindsTheRowsWhoseFieldsContainIt(query: String, rows: [Int]) {
        let index = PharmacySearchIndex(pharmacies: Self.rows)
        let found = Self.rows.indices.filter { index.matches($0, PharmacySearchIndex.Query(query)) }
        #expect(found == rows)
        #expect(index.count == 6)
    }

    @Test(arguments: [
        (2, 3, nil as Bool?),
        (3, 2, nil),
        (2, 0, true),
        (0, 1, false),
        (1, 5, false),
        (5, 0, true),
        (0, 4, true),
    ])
    func namesAreOrderedIgnoringCase(left: Int, right: Int, leftFirst: Bool?) {
        #expect(PharmacySearchIndex(pharmacies: Self.rows).nameOrder(left, right) == leftFirst)
    }

    /// Over the shipped pharmacies, every query of one to four letters of their names finds exactly
    /// the rows that lowercasing and `contains` find.
    @Test func theShippedRowsMatchAsLowercasingFindsThem() throws {
        let pharmacies = try PharmacyData.loadShipped()
        let index = PharmacySearchIndex(pharmacies: pharmacies)
        let queries = Set(pharmacies.compactMap { $0["name"] as? String }.flatMap { name in
            (1...4).map { String(name.lowercased().prefix($0)) }
        })
        var mismatches: [String] = []
        for query in queries.sorted() {
            let expected = pharmacies.indices.filter { row in
                PharmacySearchIndex.searchedFields.contains { (pharmacies[row][$0] as? String)?.lowercased().contains(query) == true }
            }
            let found = pharmacies.indices.filter { index.matches($0, PharmacySearchIndex.Query(query)) }
            if found != expected { mismatches.append(query) }
        }
        #expect(queries.count == 167)
        #expect(mismatches == [])
    }
}
