import Bindings
@_spi(Testing) @_spi(Backend) @testable import BindingsMarkup
import Foundation
import Testing

extension Tables {
    /// A section bound to a filtered and sorted array computed anew each time: the rows follow it by
    /// the difference, told apart by an id the app names, so rows that stay keep their cells.
    @Suite("Array rows by difference") @MainActor
    struct ArrayRowsDifferenceTests {
        func lines(_ table: TableView) -> [String] {
            table.layoutIfNeeded()
            return TextRenderer().render(table).components(separatedBy: "\n").filter { !$0.isEmpty }
        }

        func boundTable(_ cities: CityList, identifiedBy id: String? = "id") throws -> (TableView, TableRowsBinding) {
            let table = TableView()
            table.frame = Rect(x: 0, y: 0, width: 160, height: 300)
            let binding = try table.bindRows(inSection: 0, to: cities, keyPath: "shown", identifiedBy: id,
                                             cellDocument: "CityCell", loader: try fixtureLoader())
            table.layoutIfNeeded()
            return (table, binding)
        }

        /// The cells shown, by the name they show.
        func cellsByName(_ table: TableView) -> [String: ObjectIdentifier] {
            var cells: [String: ObjectIdentifier] = [:]
            for cell in table.visibleCells {
                if let name = ((cell as? ContentCell)?.content as? [String: Any])?["name"] as? String { cells[name] = ObjectIdentifier(cell) }
            }
            return cells
        }

        @Test func aFilterAndASortKeepTheCellsOfTheRowsThatStay() throws {
            let cities = CityList()
            let (table, binding) = try boundTable(cities)
            #expect(lines(table) == CityList.names.map { " " + $0 })
            let before = cellsByName(table)
            #expect(before.count == 10 && table.cellsCreated == 10 && binding.rowsBound == 10)
            cities.filter("e")
            #expect(lines(table) == ["Aachen", "Celle", "Dresden", "Essen", "Gera", "Hagen", "Jena", "Kiel"].map { " " + $0 })
            // The eight that stay keep their cells, given their new dictionaries; the two that left queue theirs.
            #expect(cellsByName(table) == before.filter { !["Bonn", "Fulda"].contains($0.key) })
            #expect(table.cellsCreated == 10 && binding.rowsBound == 18 && table.queuedCellCount(forIdentifier: "CityCell") == 2)
            cities.filter("e", descending: true)
            #expect(lines(table) == ["Kiel", "Jena", "Hagen", "Gera", "Essen", "Dresden", "Celle", "Aachen"].map { " " + $0 })
            #expect(cellsByName(table) == before.filter { !["Bonn", "Fulda"].contains($0.key) })
            #expect(table.cellsCreated == 10 && binding.rowsBound == 26)
            cities.filter("")
            #expect(lines(table) == CityList.names.map { " " + $0 })
            // Bonn and Fulda come back in the two queued cells, whichever each gets.
            #expect(Set(cellsByName(table).values) == Set(before.values))
            #expect(table.cellsCreated == 10 && binding.rowsBound == 36 && binding.realignments == 0)
        }

        @Test func aRowHostHearsEachChangeAsOneReplacementAndAsSplices() throws {
            let cities = CityList()
            let (table, _) = try boundTable(cities)
            let host = RecordingRowHost()
            table.rowHost = host
            cities.filter("e")
            cities.filter("e", descending: true)
            cities.filter("en")
            cities.filter("en")
            #expect(host.replacements.map(\.description) == [
                // Bonn and Fulda leave: the three rows between them move up, the rest only shift.
                "1 -5 +[2, 3, 4]",
                // Reversed: Aachen stays in place as the longest run, counted from the end.
                "0 -8 +[7, 6, 5, 4, 3, 2, 1, 0]",
                // Aachen, Dresden, Essen, Hagen, Jena: of the reversed rows, Jena stays.
                "0 -8 +[7, 5, 4, 2, 1]",
            ])
            #expect(host.splices.map { $0.map(\.description) } == [
                ["5 -1 +0", "1 -1 +0"],
                ["1 -7 +0", "0 -0 +7"],
                ["2 -6 +0", "0 -1 +0", "0 -0 +4"],
            ])
            #expect(host.reloads == 1)
            table.rowHost = nil
        }

        @Test func withoutAnIdDictionariesAreDeletedAndInsertedAgain() throws {
            let cities = CityList()
            let (table, binding) = try boundTable(cities, identifiedBy: nil)
            let host = RecordingRowHost()
            table.rowHost = host
            cities.filter("e")
            #expect(host.replacements.map(\.description) == ["0 -10 +[*, *, *, *, *, *, *, *]"])
            #expect(binding.elements.count == 8)
            table.rowHost = nil
        }

        @Test func anIdTheFirstElementLacksIsAnError() throws {
            let table = TableView()
            let loader = try fixtureLoader()
            do {
                try table.bindRows(inSection: 0, to: CityList(), keyPath: "shown", identifiedBy: "key", cellDocument: "CityCell", loader: loader)
                Issue.record("bound rows without their id")
            } catch {
                #expect(error.description == "the rows are identified by 'key', but the first element (a Dictionary<String, Any>) has no hashable value there")
            }
            #expect(table.rowsBinding(forSection: 0) == nil)
        }

        @Test(arguments: [
            ("<LMTableView>\n  <?sectionRows $shown CityCell id=id?>\n</LMTableView>", []),
            ("<LMTableView>\n  <?sectionRows $shown CityCell id=key?>\n</LMTableView>",
             ["Test.xml:2:3: error: invalid '<?sectionRows?>': the rows are identified by 'key', but the first element (a Dictionary<String, Any>) has no hashable value there"]),
            ("<LMTableView>\n  <?sectionRows $shown CityCell id=?>\n</LMTableView>",
             ["Test.xml:2:3: error: invalid '<?sectionRows?>': expected '$keyPath CellDocument', or '$keyPath CellDocument id=key', such as '$viewModel.items TodoItemCell id=id'"]),
            ("<LMTableView>\n  <?sectionRows $shown CityCell name?>\n</LMTableView>",
             ["Test.xml:2:3: error: invalid '<?sectionRows?>': expected '$keyPath CellDocument', or '$keyPath CellDocument id=key', such as '$viewModel.items TodoItemCell id=id'"]),
        ] as [(String, [String])])
        func markupNamesTheId(source: String, diagnostics: [String]) throws {
            #expect(try buildDiagnostics(source, owner: CityList()) == diagnostics)
        }

        @Test func markupRowsFollowTheirDifference() throws {
            let cities = CityList()
            let loader = try fixtureLoader()
            let table = try #require(try loader.template(source: "<LMTableView>\n  <?sectionRows $shown CityCell id=id?>\n</LMTableView>", file: "Test.xml")
                .instantiate(owner: cities) as? TableView)
            table.frame = Rect(x: 0, y: 0, width: 160, height: 300)
            #expect(table.rowsBinding(forSection: 0)?.identityKeyPath == "id")
            let host = RecordingRowHost()
            table.rowHost = host
            cities.filter("ss")
            #expect(host.replacements.map(\.description) == ["0 -10 +[4]"])
            table.rowHost = nil
        }
    }
}
