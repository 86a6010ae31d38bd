import BindingsMarkup
import BindingsTestSupport
@testable import PharmacyCellsKit
import Testing

/// Searching and sorting through the view model change what the screen shows.
@MainActor @Suite(.checksLiveObjects) struct ViewModelTests {
    static let rows = [
        AppTestSupport.row("Walgreens", distance: 0.3, city: "Cambridge"),
        AppTestSupport.row("CVS", distance: 0.1),
        AppTestSupport.row("Beacon Drug", distance: 0.7),
        AppTestSupport.row("Apex Pharmacy", distance: 0.2, city: "Cambridge"),
    ]

    @Test(arguments: [
        ("", SortOrder.distance, "4 pharmacies", ["1. CVS", "2. Apex Pharmacy", "3. Walgreens", "4. Beacon Drug"]),
        ("", .name, "4 pharmacies", ["1. Apex Pharmacy", "2. Beacon Drug", "3. CVS", "4. Walgreens"]),
        ("cambridge", .distance, "2 pharmacies", ["1. Apex Pharmacy", "2. Walgreens"]),
        ("  DRUG ", .name, "1 pharmacy", ["1. Beacon Drug"]),
        ("zzz", .distance, "No pharmacies", []),
    ])
    func searchAndSortChangeTheRenderedList(search: String, order: SortOrder, title: String, names: [String]) throws {
        let controller = try AppTestSupport.controller(rows: Self.rows)
        controller.viewModel.sortOrder = order
        controller.viewModel.searchText = search
        let printed = ListPrinter().render(controller)
        #expect(AppTestSupport.names(in: printed) == names)
        // The title line, 80 columns: the count on the left, the order on the right.
        let orderText = order == .distance ? "by distance" : "by name"
        #expect(printed.split(separator: "\n").first.map(String.init)
            == title + String(repeating: " ", count: 80 - title.count - orderText.count) + orderText)
    }

    @Test(arguments: ["apex", "walgreens", ""])
    func typingInTheSearchFieldFiltersThroughTheTwoWayBinding(text: String) throws {
        let controller = try AppTestSupport.controller(rows: Self.rows)
        let field = try #require(controller.searchField)
        field.userDidEdit(text)
        #expect(controller.viewModel.searchText == text)
        let names = controller.viewModel.results.compactMap { $0["name"] as? String }
        #expect(names == Self.rows.compactMap { $0["name"] as? String }
            .filter { text.isEmpty || $0.lowercased().contains(text) }
            .sorted { name, other in Self.distance(name) < Self.distance(other) })
        controller.viewModel.searchText = "cvs"
        #expect(field.text == "cvs")
    }

    /// The count groups its thousands: the window's header reads "100,000 pharmacies".
    @Test(arguments: [(999, "999 pharmacies"), (1_000, "1,000 pharmacies"), (100_000, "100,000 pharmacies")])
    func theTitleGroupsTheCountsThousands(count: Int, title: String) {
        let model = PharmacyListViewModel(pharmacies: (0..<count).map { _ in Self.rows[0] })
        #expect(model.title == title)
    }

    /// No match gives the empty list's status message its title and the search text; rows clear it.
    @Test func noMatchNamesTheSearchInTheStatusMessage() {
        let model = PharmacyListViewModel(pharmacies: Self.rows)
        #expect(model.emptyTitle == nil && model.emptyMessage == nil)
        model.searchText = " zzz "
        #expect(model.emptyTitle == "No Pharmacies")
        #expect(model.emptyMessage == "No results for “zzz”")
        model.searchText = ""
        #expect(model.emptyTitle == nil && model.emptyMessage == nil)
        #expect(PharmacyListViewModel(pharmacies: []).emptyMessage == "There are no pharmacies to show.")
    }

    /// Each set of results comes with its rows' indexes and its difference from the set before,
    /// worked out where the results were found; other arrays get neither.
    @Test func resultsComeWithTheirDifferenceFromTheOnesBefore() throws {
        let model = PharmacyListViewModel(pharmacies: Self.rows)
        let all = try #require(model.publication(of: model.results, after: []))
        #expect(all.indexes == [1, 3, 0, 2])
        model.searchText = "cambridge"
        let found = try #require(model.publication(of: model.results, after: all.indexes))
        #expect(found.indexes == [3, 0])
        #expect(found.difference?.description == "-[0, 3] +[] []")
        // The same indexes in another array: the difference is not vouched for.
        #expect(try #require(model.publication(of: model.results, after: [1, 3, 0, 2])).difference == nil)
        #expect(model.publication(of: model.results.map { $0 }, after: all.indexes) == nil)
    }

    /// Walking keeps the rows in place, and the order's description says the order is held.
    @Test func walkingHoldsTheOrderAndSaysSo() {
        let model = PharmacyListViewModel(pharmacies: Self.rows)
        #expect(model.sortDescription == "by distance")
        model.walk(deltas: [0.5, 0, 0, 0])
        #expect(model.results.compactMap { $0["name"] as? String } == ["CVS", "Apex Pharmacy", "Walgreens", "Beacon Drug"])
        #expect(model.sortDescription == "by distance, held while walking")
        model.sortOrder = .name
        #expect(model.sortDescription == "by name")
    }

    /// Choosing an order names it on the Sort button.
    @Test func sortingNamesTheOrderOnTheSortButton() throws {
        let controller = try AppTestSupport.controller(rows: Self.rows)
        #expect(controller.sortButton?.title == "By Distance")
        controller.sort(by: .name)
        #expect(controller.sortButton?.title == "By Name")
        controller.sort(by: .distance)
        #expect(controller.sortButton?.title == "By Distance")
    }

    private static func distance(_ name: String) -> Double {
        rows.first { $0["name"] as? String == name }?["distance"] as? Double ?? 0
    }
}
