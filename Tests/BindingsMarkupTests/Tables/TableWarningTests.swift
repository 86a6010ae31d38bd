import Bindings
import BindingsMarkup
import Testing

extension Tables {
    /// A table that shows no rows for a newcomer's reason says why, once; an empty array or a
    /// data source with no rows says nothing.
    @Suite("Table warnings") @MainActor
    struct TableWarningTests {
        /// A table 200 points tall whose warnings are collected in `warnings`.
        func table(_ warnings: Box) -> TableView {
            let table = TableView()
            table.frame = Rect(x: 0, y: 0, width: 160, height: 200)
            table.warningHandler = { warnings.values.append($0) }
            return table
        }

        final class Box {
            var values: [TableViewWarning] = []
        }

        @Test func aFreedDataSourceIsReportedOnce() {
            let warnings = Box()
            let table = table(warnings)
            table.register(NumberedCell.self, forCellReuseIdentifier: "row")
            // The table holds its data source weakly: this one is freed at once.
            table.dataSource = EditableRows(["A", "B"])
            table.layoutIfNeeded()
            table.reloadData()
            table.layoutIfNeeded()
            #expect(warnings.values == [.dataSourceFreed])
            #expect(warnings.values.map(\.description) == [
                "TableView shows no rows: its dataSource was freed (the table holds it weakly); keep a strong reference to it",
            ])
        }

        @Test func registeredCellsWithoutADataSourceOrArrayAreReportedOnce() {
            let warnings = Box()
            let table = table(warnings)
            table.register(NumberedCell.self, forCellReuseIdentifier: "todo")
            table.layoutIfNeeded()
            table.contentOffset = 10
            table.layoutIfNeeded()
            #expect(warnings.values.map(\.description) == [
                "TableView shows no rows: cells are registered for 'todo' but no dataSource or array supplies rows; "
                    + "set dataSource, or bind a section with bindRows(inSection:to:keyPath:) or <?sectionRows?>",
            ])
        }

        @Test func aSectionTheDataSourceCountsButLeavesToMarkupIsReported() {
            final class Forgetful: TableViewController<TodoViewModel> {
                override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            }
            let warnings = Box()
            let table = table(warnings)
            let controller = Forgetful(viewModel: TodoViewModel([]), loader: MarkupLoader())
            table.dataSource = controller
            table.layoutIfNeeded()
            table.layoutIfNeeded()
            #expect(warnings.values == [.sectionNotSupplied(section: 0, rows: 3)])
            table.dataSource = nil
        }

        @Test func anEmptyArrayOrALiveDataSourceWithoutRowsSaysNothing() throws {
            let warnings = Box()
            let bound = table(warnings)
            let viewModel = TodoViewModel([])
            try bound.bindRows(inSection: 0, to: viewModel, keyPath: "items", cellDocument: "TodoItemCell", loader: try fixtureLoader())
            bound.layoutIfNeeded()
            viewModel.$items.append(TodoItem("Milk"))
            viewModel.$items.remove(at: 0)
            bound.layoutIfNeeded()
            let rows = EditableRows([])
            let sourced = table(warnings)
            sourced.register(NumberedCell.self, forCellReuseIdentifier: "row")
            sourced.dataSource = rows
            sourced.layoutIfNeeded()
            // A table not laid out with room says nothing either.
            let hidden = TableView()
            hidden.register(NumberedCell.self, forCellReuseIdentifier: "row")
            hidden.warningHandler = { warnings.values.append($0) }
            hidden.layoutIfNeeded()
            #expect(warnings.values == [])
        }
    }
}
